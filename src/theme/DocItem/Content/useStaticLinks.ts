import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {staticLinkTarget} from '@site/src/utils/staticLinkTarget';

/** The link a pointer or click event reached inside a static block, if any. */
function staticLink(event: Event): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.closest('[data-sb]') ? link : null;
}

/**
 * Links inside a doc's static blocks are plain anchors in the browser (their blocks are never
 * rendered by React there): route their clicks as the framework's Link would, and preload their
 * page when a pointer reaches them, as Link does on hover.
 */
export default function useStaticLinks(): void {
  const history = useHistory();
  useEffect(() => {
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
  }, [history]);
}
