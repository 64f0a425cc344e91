/**
 * The skip link leaves the focus on the main content. The theme's handler focuses <main> and at
 * once removes the tabindex that made it focusable, so Chrome drops the focus to <body>: the next
 * Tab still starts inside <main>, but a screen reader is not taken to the main content. After the
 * theme's handler (React's listener sits on the app root, below the document), this focuses
 * <main> again with a tabindex that stays until the focus leaves it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The theme's skip link: its href is the fallback target the theme gives it. */
const SKIP_LINK = 'a[href="#__docusaurus_skipToContent_fallback"]';

function focusMain(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const main = document.querySelector<HTMLElement>('main');
  if (!target?.closest(SKIP_LINK) || !main || !event.defaultPrevented) {
    return;
  }
  if (!main.hasAttribute('tabindex')) {
    main.setAttribute('tabindex', '-1');
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), {once: true});
  }
  main.focus();
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', focusMain);
}
