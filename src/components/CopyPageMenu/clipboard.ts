/**
 * Writes text to the clipboard. The text may still be on its way (a fetch): passing the
 * promise to a ClipboardItem keeps the click's permission in browsers that require the write
 * to start during the click (Safari); others get a plain writeText once the text is there.
 */
export async function copyToClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = Promise.resolve(text).then((value) => new Blob([value], {type: 'text/plain'}));
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      // Some browsers reject promised items: fall back to writeText, unless the text itself failed.
      await blob.catch(() => {
        throw error;
      });
    }
  }
  await navigator.clipboard.writeText(await text);
}

/** The text of a same-site file, rejecting on HTTP errors. */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.text();
}
