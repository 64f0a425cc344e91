/**
 * The search modal as a dialog for assistive technology. DocSearch 3.9 renders it as a plain
 * element over the page and leaves the page behind it readable, so a screen reader was not told
 * a dialog had opened and its reading cursor could wander into the page. While the modal is open:
 *
 * - it is named and marked as a modal dialog, and the page's root (the modal is a child of
 *   <body>, outside it) is inert: neither focusable nor read;
 * - its backdrop is no longer a focusable "button" wrapped around the whole dialog (a control
 *   holding the others, which screen readers announce as one button); a click on it still closes;
 * - each list of hits gets the id the search box's `aria-controls` names: DocSearch gives every
 *   list the same id, which matched none of them.
 */
import {useLayoutEffect} from 'react';

/** What DocSearch puts on its backdrop (autocomplete's root props and its own role). */
const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-owns'];

/** Makes the page behind the modal inert, or live again. */
export function setPageInert(inert: boolean): void {
  document.getElementById('__docusaurus')?.toggleAttribute('inert', inert);
}

/** Gives the lists of hits in `dialog` the ids its search box points to, in order. */
function linkLists(dialog: Element): void {
  const ids = dialog
    .querySelector('input[aria-controls]')
    ?.getAttribute('aria-controls')
    ?.split(' ');
  const lists = dialog.querySelectorAll('ul[role="listbox"]');
  if (ids?.length === lists.length) {
    lists.forEach((list, i) => list.id !== ids[i] && list.setAttribute('id', ids[i]!));
  }
}

/** While mounted, the element `selector` finds is a modal dialog named `label`. */
export default function useDialog(selector: string, label: string): void {
  useLayoutEffect(() => {
    const dialog = document.querySelector(selector);
    if (!dialog) {
      return undefined;
    }
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', label);
    const backdrop = dialog.parentElement;
    BACKDROP_ATTRIBUTES.forEach((name) => backdrop?.removeAttribute(name));
    setPageInert(true);
    const lists = new MutationObserver(() => linkLists(dialog));
    lists.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-controls'],
    });
    return () => {
      lists.disconnect();
      setPageInert(false);
    };
  }, [selector, label]);
}
