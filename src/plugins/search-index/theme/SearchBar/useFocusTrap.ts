/**
 * Keeps keyboard focus inside the open search dialog. Tab and Shift+Tab walked out of it, through
 * the page behind it (the skip link, the announcement, the navbar) while it stayed open over
 * them; with the page inert (./dialog) they would leave for the browser's own controls. Tab from
 * its last control goes to its first, Shift+Tab from its first to its last, and focus that is
 * outside it comes back to its first control.
 */
import {useEffect} from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The controls of `container` that Tab reaches, in order (those laid out only). */
function tabStops(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** While mounted, Tab cycles through the controls of the element `selector` finds. */
export default function useFocusTrap(selector: string): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const container = document.querySelector(selector);
      if (event.key !== 'Tab' || !container) {
        return;
      }
      const stops = tabStops(container);
      const [first, last] = [stops[0], stops.at(-1)];
      if (!first || !last) {
        return;
      }
      const active = document.activeElement;
      const outside = !container.contains(active);
      const target = outside
        ? first
        : event.shiftKey && active === first
          ? last
          : !event.shiftKey && active === last
            ? first
            : null;
      if (target) {
        event.preventDefault();
        target.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [selector]);
}
