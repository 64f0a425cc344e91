/**
 * Where a click on a link inside a static block (src/plugins/static-blocks) should take the
 * router, or null to let the browser follow it. Those links are plain anchors in the browser;
 * the framework's Link would have routed the same clicks: a plain left click on a same-origin link
 * that opens in this tab, to a page rather than a file.
 */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkAttributes {
  href: string;
  target: string | null;
  download: boolean;
}

/**
 * Paths the router never serves: the build's assets and files with an extension. An extension
 * has a letter: a page named after a version (/blog/releases/3.6, /docs/3.8.1) is a page.
 */
const FILE = /^\/(?:assets\/)|\.[a-z0-9]*[a-z][a-z0-9]*$/i;

export function staticLinkTarget(
  click: LinkClick,
  link: LinkAttributes,
  here: {origin: string; pathname: string},
): string | null {
  if (
    click.defaultPrevented ||
    click.button !== 0 ||
    click.metaKey ||
    click.ctrlKey ||
    click.shiftKey ||
    click.altKey ||
    link.download ||
    (link.target !== null && link.target !== '' && link.target !== '_self')
  ) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(link.href, `${here.origin}${here.pathname}`);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || FILE.test(url.pathname)) {
    return null;
  }
  if (url.pathname === here.pathname && url.hash !== '') {
    // A jump within the page: the browser scrolls, as it does for the theme's heading links.
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
