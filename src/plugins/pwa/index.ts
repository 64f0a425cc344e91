/**
 * The official PWA plugin, with three changes:
 * - its postBuild (which lists every file of the build in the service worker's precache manifest)
 *   waits for the plugins that add files to the build in their own postBuild (see
 *   buildWriters.ts). Without this, the search index manifest was sometimes written after the
 *   listing: it was not precached and search failed offline;
 * - the precache keeps what a phone reader needs offline first (precache.ts), through the plugin's
 *   own `injectManifestConfig.manifestTransforms`; the rest is cached as it is read, by the
 *   worker code set as `swCustom` (worker/offlineCache.mjs);
 * - the web app manifest is linked by the browser code after the first paint, not in the HTML
 *   (headTags.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
// The package's declared types cover its options only; its compiled entry has the plugin's own.
import pluginPWA from '@docusaurus/plugin-pwa/lib/index.js';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import {afterBuildWriters} from './buildWriters';
import {routeChunkFiles, type BuiltScript} from './routeChunks';
import {withoutManifestLink} from './headTags';
import {
  MAX_SHELL_CHUNK_BYTES,
  chunkIdsLoadedBy,
  htmlFileOfRoute,
  routesOfVersion,
  scriptsOfPage,
  searchIndexFiles,
  selectPrecache,
  type DocsVersionPaths,
  type ManifestEntry,
} from './precache';

export {validateOptions} from '@docusaurus/plugin-pwa/lib/index.js';

/** The worker code that caches what is read, bundled into sw.js by the plugin. */
const OFFLINE_CACHE_WORKER = path.join(__dirname, 'worker/offlineCache.mjs');

/** Pages of the app shell, by route. */
const SHELL_ROUTES = ['/', '/search'];
/** Shell files other than pages and scripts: what the web app manifest and every page name. */
const SHELL_FILES = [/^404\.html$/, /^manifest\.json$/, /^img\/pwa\//, /^assets\/css\//];

function docsVersions(plugins: Props['plugins']): {
  current: DocsVersionPaths;
  older: DocsVersionPaths[];
} {
  const docs = plugins.find(
    (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default',
  );
  const {loadedVersions} = docs?.content as DocsContent;
  const paths = loadedVersions.map((version) => ({
    path: version.path,
    searchTag: `docs-default-${version.versionName}`,
    isCurrent: version.versionName === 'current',
  }));
  const current = paths.find((version) => version.isCurrent) ?? paths[0]!;
  return {current, older: paths.filter((version) => version !== current)};
}

function searchManifestFile(plugins: Props['plugins']): string | undefined {
  const search = plugins.find((plugin) => plugin.name === 'search-index');
  const data = search?.globalData as {manifestUrl?: unknown} | undefined;
  return typeof data?.manifestUrl === 'string' ? data.manifestUrl.replace(/^\//, '') : undefined;
}

/** The build files to precache (precache.ts says which and why). */
function precachedFiles({outDir, routesPaths, plugins}: Props): Set<string> {
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
  const {current, older} = docsVersions(plugins);
  const pages = [...SHELL_ROUTES, ...routesOfVersion(routesPaths, current, older)];
  const entryScripts = scriptsOfPage(read('index.html'));
  const scripts: BuiltScript[] = fs.readdirSync(path.join(outDir, 'assets/js')).map((file) => ({
    file: `assets/js/${file}`,
    chunkId: file.split('.')[0]!,
    text: read(`assets/js/${file}`),
  }));
  const chunkFiles = new Map(scripts.map(({chunkId, file}) => [chunkId, file]));
  const shellChunks = entryScripts
    .flatMap((script) => [...chunkIdsLoadedBy(read(script))])
    .map((id) => chunkFiles.get(id))
    .filter((file): file is string => file !== undefined)
    .filter((file) => fs.statSync(path.join(outDir, file)).size <= MAX_SHELL_CHUNK_BYTES);
  const manifestFile = searchManifestFile(plugins);
  const searchFiles =
    manifestFile && fs.existsSync(path.join(outDir, manifestFile))
      ? searchIndexFiles(
          manifestFile,
          JSON.parse(read(manifestFile)) as Parameters<typeof searchIndexFiles>[1],
          new Set(older.map((version) => version.searchTag)),
        )
      : [];
  return new Set([
    ...pages.map(htmlFileOfRoute),
    ...entryScripts,
    ...shellChunks,
    // A precached page must start offline too, not only show its HTML.
    ...routeChunkFiles(pages, scripts),
    ...searchFiles,
  ]);
}

export default function pluginPwaAfterWriters(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> | null {
  let keep = new Set<string>();
  const manifestTransform = (entries: ManifestEntry[]) => ({
    manifest: selectPrecache(
      entries,
      (url) => keep.has(url) || SHELL_FILES.some((pattern) => pattern.test(url)),
    ),
    warnings: [],
  });
  const pwa = pluginPWA(context, {
    ...options,
    swCustom: options.swCustom ?? OFFLINE_CACHE_WORKER,
    injectManifestConfig: {
      ...options.injectManifestConfig,
      manifestTransforms: [
        ...(options.injectManifestConfig.manifestTransforms ?? []),
        manifestTransform,
      ],
    },
  });
  if (pwa === null) {
    return null;
  }
  // Docusaurus resolves the relative paths a plugin returns against the plugin's own folder,
  // which for this wrapper is ours: point them back at the PWA package.
  const pwaLib = path.dirname(require.resolve('@docusaurus/plugin-pwa/lib/index.js'));
  const fromPwa = (relativeOrAbsolute: string) => path.resolve(pwaLib, relativeOrAbsolute);
  const {getThemePath, getTypeScriptThemePath, getClientModules, configureWebpack} = pwa;
  const {headTags, manifestUrl} = withoutManifestLink(pwa.injectHtmlTags);
  return {
    ...pwa,
    injectHtmlTags: () => ({headTags}),
    configureWebpack(config, isServer, utils, content) {
      const {plugins = [], ...rest} = configureWebpack?.(config, isServer, utils, content) ?? {};
      const {DefinePlugin} = utils.currentBundler.instance;
      const define = new DefinePlugin({
        'process.env.PWA_MANIFEST_URL': JSON.stringify(manifestUrl),
      });
      return {...rest, plugins: [...plugins, define]};
    },
    getThemePath: getThemePath && (() => fromPwa(getThemePath())),
    getTypeScriptThemePath: getTypeScriptThemePath && (() => fromPwa(getTypeScriptThemePath())),
    getClientModules: getClientModules && (() => getClientModules().map(fromPwa)),
    async postBuild(props) {
      await afterBuildWriters();
      keep = precachedFiles(props);
      await pwa.postBuild?.(props);
    },
  };
}
