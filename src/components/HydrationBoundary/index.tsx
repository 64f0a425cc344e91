/**
 * Lets React hydrate a large region of the page on its own, and only once the reader nears it.
 * On the first load React hydrates the page outside every Suspense boundary first and commits
 * it, then each boundary's server HTML separately; without boundaries the whole page was one
 * commit that kept a throttled phone busy for about half a second. A region below the first
 * screen (the footer, the home page's sections) now waits until it comes within 200px of the
 * viewport (HydrateNearViewport): until then the reader sees the server's markup, and a phone
 * that never scrolls there never hydrates it. After a client-side navigation it renders at once,
 * as any part of the new page does.
 */
import React, {type ReactNode} from 'react';
import HydrateNearViewport from '@site/src/components/NearViewport/HydrateNearViewport';

export default function HydrationBoundary({children}: {children: ReactNode}): ReactNode {
  return (
    <HydrateNearViewport rootMargin="200px 0px" onlyWhileHydrating>
      {children}
    </HydrateNearViewport>
  );
}
