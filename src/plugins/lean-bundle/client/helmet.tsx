/**
 * react-helmet-async in the browser, as the framework uses it: <HelmetProvider> around the app
 * (core's clientEntry) and <Helmet> behind @docusaurus/Head. Server rendering keeps the package,
 * which writes each page's head; in the browser this module keeps the head in line with the
 * mounted <Head> elements by the same rules (client/headState.ts). The script every page loads
 * first is 3.3 kB gzip smaller without the package and the helpers it brings.
 *
 * Left out, as the site never uses them: Helmet's props other than children (title, meta and the
 * like given as props, titleTemplate, defaultTitle, defer, onChangeClientState), and the
 * package's development warnings for unsupported children.
 */
import {useLayoutEffect, useState, type ReactNode} from 'react';
import {applyHeadState, headState, requestOf, type HeadRequest} from './headState';

/** Mounted <Head> elements' children, by the order in which each first rendered. */
const mounted = new Map<number, ReactNode>();
let renders = 0;
let scheduled = false;

function update(): void {
  scheduled = false;
  const requests: HeadRequest[] = [...mounted.keys()]
    .sort((a, b) => a - b)
    .map((order) => requestOf(mounted.get(order)));
  applyHeadState(document, headState(requests));
}

/** Applies once after all the layout effects of a commit: a navigation unmounts and mounts many. */
function scheduleUpdate(): void {
  if (!scheduled) {
    scheduled = true;
    queueMicrotask(update);
  }
}

export function HelmetProvider({children}: {children?: ReactNode; context?: object}): ReactNode {
  return children;
}

export function Helmet({children}: {children?: ReactNode}): null {
  // Layout effects run children first; the order of first renders is the order in the tree.
  const [order] = useState(() => (renders += 1));
  useLayoutEffect(() => {
    mounted.set(order, children);
    scheduleUpdate();
  }, [order, children]);
  useLayoutEffect(
    () => () => {
      mounted.delete(order);
      scheduleUpdate();
    },
    [order],
  );
  return null;
}
