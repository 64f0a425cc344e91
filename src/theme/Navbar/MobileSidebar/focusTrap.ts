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
 * Handles a Tab keydown while the sidebar is open: from its last entry (or from outside it) to
 * its first, and with Shift from its first (or from outside) to its last. Other keys, and Tab
 * between two entries inside, are left to the browser.
 */
export function trapTab(event: KeyboardEvent, panel: Element | null): void {
  if (event.key !== 'Tab' || !panel) {
    return;
  }
  const entries = visibleFocusables(panel);
  const first = entries[0];
  const last = entries[entries.length - 1];
  if (!first || !last) {
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && entries.includes(active);
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
