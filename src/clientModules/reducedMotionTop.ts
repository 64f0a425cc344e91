/**
 * "Scroll back to top" jumps at once when the reader asks for reduced motion. The theme's button
 * animates the scroll in JavaScript (an easing loop), which the CSS that stops the site's other
 * animations cannot reach. Listening on the document in the capture phase, this runs before the
 * app's own listener (on the app root, below the document) and, under reduced motion, takes the
 * click from it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const BUTTON = '.theme-back-to-top-button';

function jumpToTop(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest(BUTTON) || !matchMedia('(prefers-reduced-motion: reduce)').matches) {
    return;
  }
  event.stopPropagation();
  window.scrollTo({top: 0, behavior: 'instant'});
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', jumpToTop, true);
}
