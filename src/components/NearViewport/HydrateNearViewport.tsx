/**
 * Puts off a heavy component's code until its place nears the viewport, without hiding what the
 * server rendered. On the first load the server's markup stays on screen, readable and laid out,
 * while the component waits: React keeps a suspended part of the page as the server drew it and
 * hydrates it once it may go on. After a client-side navigation there is no server markup, so the
 * fallback shows meanwhile. Server rendering goes straight through.
 *
 * React cannot always keep the server's markup: an update that reaches the waiting part first
 * (a context the page changes right after hydration, such as the one telling components they run
 * in a browser) makes it render the fallback instead. So on the first load the fallback is a copy
 * of the server's markup, read from the page as hydration starts, and nothing moves.
 *
 * Use it around a lazily loaded component (LazyBoundary): until the gate opens, its import()
 * does not start, so a reader who never scrolls to it does not download it.
 */
import React, {Suspense, use, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {openWhenMatches, openWhenNear} from './gate';
import styles from './styles.module.css';

function Gated({ready, children}: {ready: Promise<void>; children: ReactNode}): ReactNode {
  use(ready);
  return children;
}

interface Props {
  children: ReactNode;
  /** Shown in the component's place after a client-side navigation, until it renders. */
  fallback?: ReactNode;
  /** How far outside the viewport the gate opens, as a CSS margin. */
  rootMargin?: string;
  /** Read once on the first render in the browser: true opens the gate at once. */
  openAtOnce?: () => boolean;
  /**
   * Hydrates when this media query matches instead of near the viewport: for a region the page's
   * CSS hides below some width. Where it matches from the start, the region hydrates with the
   * page; the wrapper then adds no box (display: contents).
   */
  media?: string;
  /**
   * Gates the first load's hydration only: rendered after it (a client-side navigation), the
   * children render at once. For regions that are cheap to render but many to hydrate.
   */
  onlyWhileHydrating?: boolean;
  /**
   * Downloads the children's code (a LazyComponent's `preload`). On the first load, the gate
   * waits for it once open, so the server's markup stays until the component can replace it:
   * rendered at once, the component's own spinner took the markup's place while its code
   * downloaded, and the page jumped twice. After a client-side navigation the spinner shows.
   */
  preload?: () => Promise<void>;
}

/** Whether the page is hydrating its server HTML: Docusaurus marks <html> once it has. */
function isHydrating(): boolean {
  return document.documentElement.dataset.hasHydrated !== 'true';
}

export default function HydrateNearViewport({
  children,
  fallback = null,
  rootMargin = '400px 0px',
  openAtOnce,
  media,
  onlyWhileHydrating = false,
  preload,
}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const {canUseDOM} = ExecutionEnvironment;
  const [hydrating] = useState(() => canUseDOM && isHydrating());
  const [gate] = useState(() =>
    media === undefined
      ? openWhenNear(!canUseDOM || (onlyWhileHydrating && !hydrating) || (openAtOnce?.() ?? false))
      : openWhenMatches(media, canUseDOM),
  );
  // While hydrating, the element with this id is the server's. Afterwards there is none of ours
  // (an element of the page being left may have the same id). Not needed when the gate is open
  // from the start.
  // One object for the component's lifetime: React 19 compares `dangerouslySetInnerHTML` by
  // identity and would assign the HTML again on each render of the fallback.
  const [serverMarkup] = useState(() => {
    const markup = hydrating && !gate.openFromStart ? document.getElementById(id)?.innerHTML : null;
    return markup == null ? null : {__html: markup};
  });
  const [ready] = useState(() =>
    preload && hydrating && !gate.openFromStart ? gate.opened.then(preload) : gate.opened,
  );
  useEffect(() => gate.observe(ref.current, rootMargin), [gate, rootMargin]);
  return (
    <div ref={ref} id={id} className={media === undefined ? undefined : styles.contents}>
      <Suspense
        fallback={
          serverMarkup === null ? (
            fallback
          ) : (
            <div className={styles.contents} dangerouslySetInnerHTML={serverMarkup} />
          )
        }>
        <Gated ready={ready}>{children}</Gated>
      </Suspense>
    </div>
  );
}
