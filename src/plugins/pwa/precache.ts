/**
 * What the service worker downloads when it installs: what a phone reader needs offline first,
 * not the whole build (2,366 files, 50 MB, before this). The PWA plugin lists every file of the
 * build; the wrapper (index.ts) keeps, through the plugin's `manifestTransforms`, only:
 * - the app shell: the home, search and not-found pages, the web app manifest and its icons, the
 *   style sheets, the entry scripts, and the chunks the entry script loads by itself (the route
 *   tables and the components of the pages outside the route sections: search, the docs layout);
 * - the pages of the current docs version (HTML), not those of the older versions, and the chunks
 *   each of them needs to start (routeChunks.ts): a page shown without them did not work offline;
 * - the search index of everything but the older docs versions, with its manifest.
 * Other files, the chunks of other pages among them, are cached as they are read
 * (worker/offlineCache.mjs). A chunk of the entry script's over MAX_SHELL_CHUNK_BYTES is one
 * page's data (the debug plugin's content dump, 1.3 MB), left to that page.
 */

/** One file of the plugin's precache manifest, as Workbox lists it (`url` relative to the build). */
export type ManifestEntry = {url: string; revision: string | null; size: number};

/** A docs version's path and the search tag of its pages. */
export type DocsVersionPaths = {path: string; searchTag: string};

export const MAX_SHELL_CHUNK_BYTES = 200_000;

/** The build file of a route: `/` → index.html, `/docs/cli` → docs/cli/index.html. */
export function htmlFileOfRoute(routePath: string): string {
  const relative = routePath.replace(/^\//, '');
  if (relative.endsWith('.html')) {
    return relative;
  }
  return `${relative}${relative === '' || relative.endsWith('/') ? '' : '/'}index.html`;
}

const isUnder = (routePath: string, prefix: string) =>
  routePath === prefix || routePath.startsWith(`${prefix.replace(/\/$/, '')}/`);

/** The routes of one docs version: under its path, and not under a version nested in it. */
export function routesOfVersion(
  routesPaths: readonly string[],
  version: DocsVersionPaths,
  otherVersions: readonly DocsVersionPaths[],
): string[] {
  return routesPaths.filter(
    (routePath) =>
      isUnder(routePath, version.path) &&
      !otherVersions.some(
        (other) => other.path.length > version.path.length && isUnder(routePath, other.path),
      ),
  );
}

/** Ids of the chunks a script loads itself (`n.e("123")`, `n.e(123)`). */
export function chunkIdsLoadedBy(script: string): Set<string> {
  return new Set([...script.matchAll(/\.e\("?(\d+)"?\)/g)].map((match) => match[1]!));
}

/** Script files named by the entry HTML page (its runtime and main bundle). */
export function scriptsOfPage(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/\/(assets\/js\/[\w~.-]+\.js)/g)].map((match) => match[1]!)),
  ];
}

/**
 * The search index files to keep: the manifest, and the files (records and text) of every
 * context but the excluded tags'.
 */
export function searchIndexFiles(
  manifestFile: string,
  manifest: {contexts: Record<string, {file: string; text?: string}>},
  excludedTags: ReadonlySet<string>,
): string[] {
  // Context keys are `language|tag`.
  const kept = Object.entries(manifest.contexts)
    .filter(([key]) => !excludedTags.has(key.slice(key.indexOf('|') + 1)))
    .flatMap(([, {file, text}]) => (text ? [file, text] : [file]))
    .map((file) => file.replace(/^\//, ''));
  return [manifestFile, ...kept];
}

/** The entries to precache, in the plugin's order. */
export function selectPrecache(
  entries: readonly ManifestEntry[],
  keep: (url: string) => boolean,
): ManifestEntry[] {
  return entries.filter((entry) => keep(entry.url));
}
