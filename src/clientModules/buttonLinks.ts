/**
 * Links that act as buttons answer Space, as buttons do. The theme draws a sidebar category that
 * has no page of its own as `<a href="#" role="button">`: a click (so Enter) toggles it, but Space,
 * the key a screen reader's "button" invites, scrolled the page instead. This listener runs
 * after the app's own (React listens on the app root, below the document) and leaves alone a key
 * the app has handled already, as the navbar dropdowns do.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function pressOnSpace(event: KeyboardEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (event.key !== ' ' || event.defaultPrevented || !target?.matches('a[role="button"]')) {
    return;
  }
  event.preventDefault();
  (target as HTMLAnchorElement).click();
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', pressOnSpace);
}
