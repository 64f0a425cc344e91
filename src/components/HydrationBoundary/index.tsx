/**
 * Lets React hydrate a large region of the page in a task of its own. On the first load React
 * hydrates the page outside every Suspense boundary first and commits it, then each boundary's
 * server HTML separately, at a lower priority; without boundaries the whole page was one commit
 * that kept a throttled phone busy for about half a second. Nothing in these regions suspends,
 * so the empty fallback is never shown.
 */
import React, {Suspense, type ReactNode} from 'react';

export default function HydrationBoundary({children}: {children: ReactNode}): ReactNode {
  return <Suspense fallback={null}>{children}</Suspense>;
}
