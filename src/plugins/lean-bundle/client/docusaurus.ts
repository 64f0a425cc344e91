/**
 * Stands in for the framework's `window.docusaurus` (alias in ../index.ts), whose prefetch
 * matched a link's path against the whole route table, which now loads in sections
 * (routeSections.ts). Prefetching a link (the framework does it for links in view) prefetches the
 * chunks of the routes its path matches in the table loaded so far, found through
 * `__webpack_require__.gca` (chunkAssets.ts); of the sections the path falls under that have not
 * loaded, it prefetches the files only. A section loads when the reader heads for a link into it
 * (preload, on hover or touch) or follows one. As before, nothing is prefetched or preloaded on a
 * slow connection or when the reader saves data, and each path is handled once.
 */
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import flat from '@docusaurus/core/lib/client/flat';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import preloadRoute from './preload';
import {pendingSectionsFor, type Route} from './routeSections';

declare const __webpack_require__: {
  gca: (chunkName: string) => string | undefined;
  pfl: (load: () => unknown) => void;
};

type Connection = {effectiveType?: string; saveData?: boolean};

const prefetched = new Set<string>();
const preloaded = new Set<string>();

function onSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** The chunk names of every route written with this path (a key is the path, `-`, an id). */
function chunkNamesOfPath(routePath: string): string[] {
  return Object.entries(routesChunkNames)
    .filter(([key]) => key.slice(0, key.lastIndexOf('-')) === routePath)
    .flatMap(([, chunks]) => Object.values(flat(chunks)) as string[]);
}

function prefetch(routePath: string): false | Promise<unknown> {
  if (onSlowConnection() || preloaded.has(routePath) || prefetched.has(routePath)) {
    return false;
  }
  prefetched.add(routePath);
  const table = routes as unknown as Route[];
  pendingSectionsFor(table, routePath).forEach((load) => __webpack_require__.pfl(load));
  return Promise.all(
    matchRoutes(table, routePath)
      .flatMap(({route}) => chunkNamesOfPath((route as Route).path))
      .map((chunkName) => {
        const file = __webpack_require__.gca(chunkName);
        return file ? prefetchHelper(file) : undefined;
      }),
  );
}

function preload(routePath: string): false | Promise<unknown> {
  if (onSlowConnection() || preloaded.has(routePath)) {
    return false;
  }
  preloaded.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({prefetch, preload});
