/**
 * Keeps Tab inside the open mobile sidebar. The sidebar covers the page, but the stock one lets
 * focus walk on to the navbar behind it and into the page under the backdrop, where a keyboard
 * reader can no longer see where they are. Only entries on screen count: the sidebar slides its
 * main menu and the docs menu side by side, and the one out of view must not take the focus.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The entries of `panel` a reader can see and focus, in document order. */
export function visibleFocusables(panel: Element): HTMLElement[] {
  const bounds = panel.getBoundingClientRect();
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.left < bounds.right - 1 &&
      box.right > bounds.left + 1 &&
      getComputedStyle(element).visibility !== 'hidden'
    );
  });
}

/**
 * Handles a Tab keydown while the sidebar is open: focus moves to the next entry on screen (with
 * Shift, the previous one), from the last back to the first, and from outside the sidebar to its
 * first (or last) entry. The order is worked out here rather than left to the browser, whose next
 * element may be in the menu slid out of view. Other keys are left alone.
 */
export function trapTab(event: KeyboardEvent, panel: Element | null): void {
  if (event.key !== 'Tab' || !panel) {
    return;
  }
  const entries = visibleFocusables(panel);
  if (entries.length === 0) {
    return;
  }
  event.preventDefault();
  const step = event.shiftKey ? -1 : 1;
  const index = entries.indexOf(document.activeElement as HTMLElement);
  const next =
    index === -1
      ? entries[event.shiftKey ? entries.length - 1 : 0]
      : entries[(index + step + entries.length) % entries.length];
  next?.focus();
}
