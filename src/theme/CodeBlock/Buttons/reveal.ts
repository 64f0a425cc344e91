/**
 * When a code block's copy and word-wrap buttons are rendered. The theme renders them for every
 * block as soon as the page has hydrated, all in one go: on the installation guide 28 blocks, some
 * 300 components, in the task right after hydration, while the buttons stay invisible until a
 * pointer rests on a block. Here a block gets its buttons once a reader can reach them: when a
 * pointer or the focus enters it, when it comes near the viewport (screen readers scroll what
 * they read into view), or, for every block at once, at the first Tab key press, so that keyboard
 * order is complete in both directions. One set of listeners serves all the blocks of the page.
 */

/** Blocks still without their buttons, with the function that shows them. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function reveal(block: Element): void {
  const show = waiting.get(block);
  if (show) {
    waiting.delete(block);
    observer?.unobserve(block);
    show();
  }
}

function onReached(event: Event): void {
  const block = (event.target as Element | null)?.closest?.('.theme-code-block');
  if (block) {
    reveal(block);
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Tab') {
    [...waiting.keys()].forEach(reveal);
  }
}

function listen(): void {
  if (observer !== null || typeof IntersectionObserver === 'undefined') {
    return;
  }
  observer = new IntersectionObserver(
    (entries) => entries.forEach((entry) => entry.isIntersecting && reveal(entry.target)),
    {rootMargin: '100px 0px'},
  );
  document.addEventListener('pointerover', onReached, {capture: true, passive: true});
  document.addEventListener('focusin', onReached, true);
  document.addEventListener('keydown', onKeyDown, true);
}

/**
 * Calls `show` once the reader can reach the code block that holds `group` (at once where the
 * browser cannot tell). Returns the function that stops waiting.
 */
export function revealWhenReached(group: Element, show: () => void): () => void {
  const block = group.closest('.theme-code-block');
  listen();
  if (block === null || observer === null) {
    show();
    return () => {};
  }
  waiting.set(block, show);
  observer.observe(block);
  return () => {
    waiting.delete(block);
    observer?.unobserve(block);
  };
}
