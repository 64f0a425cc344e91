/**
 * Keyboard focus is never left under the sticky navbar (WCAG 2.2, 2.4.11 Focus Not Obscured).
 * The browser scrolls a focused element into view only when it is outside the window, and the
 * navbar covers the top of the window: an element that sits there stays hidden when Tab reaches
 * it, and Shift+Tab upwards makes the hideable navbar slide back over the element it scrolled to.
 * Once the navbar has reacted to that scroll, the page moves down just enough to show the element.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Room left between the navbar and the focused element, as the headings' anchor offset. */
const GAP_PX = 8;

function revealBelowNavbar(element: Element): void {
  const navbar = document.querySelector<HTMLElement>('.navbar');
  if (
    !navbar ||
    // The navbar's own items, and sticky sidebars and dialogs that do not scroll with the page.
    element.closest('.navbar, aside, [role="dialog"], .DocSearch-Container') ||
    // Hidden by the theme (its CSS module class; tests/e2e/layout.spec.ts relies on it too).
    navbar.matches('[class*="navbarHidden"]') ||
    document.activeElement !== element
  ) {
    return;
  }
  const navbarBottom = navbar.offsetHeight;
  const {top, bottom} = element.getBoundingClientRect();
  if (top >= navbarBottom || bottom <= 0) {
    return;
  }
  window.scrollBy({top: top - navbarBottom - GAP_PX, behavior: 'instant'});
}

function onFocusIn(event: FocusEvent): void {
  const element = event.target;
  if (!(element instanceof Element) || !element.matches(':focus-visible')) {
    return;
  }
  // The navbar shows or hides on the scroll event that follows the focus scroll, a frame later.
  requestAnimationFrame(() => requestAnimationFrame(() => revealBelowNavbar(element)));
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('focusin', onFocusIn);
}
