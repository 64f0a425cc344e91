/**
 * A display formula wider than the column scrolls sideways in its own line (custom.css) rather
 * than widening the whole page on a phone. A region that scrolls must be reachable by keyboard
 * (WCAG 2.1.1), so, like a wide table (components/ScrollableTable), a formula joins the tab order
 * while, and only while, it overflows: checked after each navigation and when the window resizes.
 * Pages without display math only pay for one query.
 */
import type {ClientModule} from '@docusaurus/types';

function markScrollingFormulas(): void {
  for (const formula of Array.from(document.querySelectorAll<HTMLElement>('.katex-display'))) {
    if (formula.scrollWidth > formula.clientWidth) {
      formula.tabIndex = 0;
    } else {
      formula.removeAttribute('tabindex');
    }
  }
}

let scheduled = false;

/** Checks once the page has been laid out, at most once a frame. */
function schedule(): void {
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      markScrollingFormulas();
    });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('resize', schedule, {passive: true});
}

const clientModule: ClientModule = {
  onRouteDidUpdate: schedule,
};

export default clientModule;
