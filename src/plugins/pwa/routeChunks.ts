/**
 * The script files a page needs to start, read from the built scripts, so that a page precached
 * for offline reading also starts offline (precache.ts). A page's HTML names only the entry
 * scripts; the app then loads, for each route the URL matches, the chunks its route entry names
 * (`{path:"/docs/cli",exact:!0,chunks:{__comp:"2b",content:"gm"}}`), through the registry
 * (`gm:[()=>Promise.all([n.e("24014"),n.e("36429")]).then(…)]`, ../lean-bundle/registryLoader.cjs),
 * from the route table's sections (../lean-bundle/routeSections.cjs), each a chunk of its own.
 */

/** A route entry of the built route table. */
export interface RouteEntry {
  path: string;
  exact: boolean;
  /** Short names of its chunks (registry keys), its context's included. */
  names: string[];
}

const ROUTE_ENTRY =
  /\{path:"((?:[^"\\]|\\.)*)",(exact:!0,)?(?:sidebar:"[^"]*",)?chunks:\{((?:[^{}]|\{[^{}]*\})*)\}/g;

/** The route entries written in a built script. */
export function routeEntries(script: string): RouteEntry[] {
  return [...script.matchAll(ROUTE_ENTRY)].map(([, path, exact, chunks]) => ({
    path: path!,
    exact: exact !== undefined,
    names: [...chunks!.matchAll(/:"([^"]+)"/g)].map((match) => match[1]!),
  }));
}

const REGISTRY_ENTRY =
  /(?:"([\w$]+)"|\b([\w$]+)):\[\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\("?\d+"?\))/g;

/** The chunk ids each registry entry written in a built script loads, by its short name. */
export function registryChunkIds(script: string): Map<string, string[]> {
  return new Map(
    [...script.matchAll(REGISTRY_ENTRY)].map(([, quoted, bare, load]) => [
      (quoted ?? bare)!,
      [...load!.matchAll(/\.e\("?(\d+)"?\)/g)].map((match) => match[1]!),
    ]),
  );
}

/** Whether a route entry renders for `page`: its own, or a layout route it is under. */
export function routeRendersPage(route: RouteEntry, page: string): boolean {
  if (route.exact || route.path === '*') {
    return route.path === page;
  }
  return route.path === page || page.startsWith(`${route.path.replace(/\/$/, '')}/`);
}

/** A built script, by its file (`assets/js/123.abc.js`), and the chunk id it is the file of. */
export interface BuiltScript {
  file: string;
  chunkId: string;
  text: string;
}

/**
 * The script files `pages` need beyond the entry scripts: the chunks of the route entries that
 * render each page, and the route table sections holding those entries.
 */
export function routeChunkFiles(pages: readonly string[], scripts: readonly BuiltScript[]) {
  const fileOfChunk = new Map(scripts.map((script) => [script.chunkId, script.file]));
  const registry = new Map(scripts.flatMap((script) => [...registryChunkIds(script.text)]));
  const files = new Set<string>();
  for (const script of scripts) {
    for (const route of routeEntries(script.text)) {
      if (!pages.some((page) => routeRendersPage(route, page))) {
        continue;
      }
      files.add(script.file);
      for (const id of route.names.flatMap((name) => registry.get(name) ?? [])) {
        const file = fileOfChunk.get(id);
        if (file) {
          files.add(file);
        }
      }
    }
  }
  return files;
}
