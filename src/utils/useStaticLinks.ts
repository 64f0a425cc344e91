import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {staticLinkTarget} from './staticLinkTarget';

type History = ReturnType<typeof useHistory>;

/** The link a pointer or click event reached inside a static block, if any. */
function staticLink(event: Event): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.closest('[data-sb]') ? link : null;
}

/** Listens for clicks and pointers on static links; returns how to stop. */
function listen(history: History): () => void {
  const preloaded = new Set<string>();
  const onClick = (event: MouseEvent) => {
    const link = staticLink(event);
    const to =
      link &&
      staticLinkTarget(
        event,
        {
          href: link.href,
          target: link.getAttribute('target'),
          download: link.hasAttribute('download'),
        },
        window.location,
      );
    if (to) {
      event.preventDefault();
      history.push(to);
    }
  };
  const onPointerOver = (event: PointerEvent) => {
    const link = staticLink(event);
    const url = link && new URL(link.href);
    if (url && url.origin === window.location.origin && !preloaded.has(url.pathname)) {
      preloaded.add(url.pathname);
      void window.docusaurus?.preload(url.pathname);
    }
  };
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onPointerOver);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('pointerover', onPointerOver);
  };
}

/** How many mounted components use the listeners, and how to remove them. */
let users = 0;
let stopListening: (() => void) | undefined;

/**
 * Links inside static blocks (src/plugins/static-blocks) are plain anchors in the browser (their
 * blocks are never rendered by React there): route their clicks as the framework's Link would,
 * and preload their page when a pointer reaches them, as Link does on hover. A blog list page
 * shows several posts that each call this: they share one set of listeners.
 */
export default function useStaticLinks(): void {
  const history = useHistory();
  useEffect(() => {
    users += 1;
    stopListening ??= listen(history);
    return () => {
      users -= 1;
      if (users === 0) {
        stopListening?.();
        stopListening = undefined;
      }
    };
  }, [history]);
}
