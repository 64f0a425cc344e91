/**
 * The framework files our code stands in for or rewrites the output of, each pinned by the sha256
 * of its installed content (Docusaurus 3.8.1 and the packages it brings). framework-pins.test.ts
 * fails when one changes, which happens on an upgrade: the message says which of our files copies
 * behaviour from it and what to compare.
 *
 * To refresh a pin after checking our replacement against the new file:
 * `node -e "console.log(require('crypto').createHash('sha256').update(require('fs').readFileSync(process.argv[1])).digest('hex'))" node_modules/<package>/<file>`
 */

export type FrameworkPin = {
  /** npm package that holds the file. */
  package: string;
  /** Path of the file inside the package. */
  file: string;
  /** Set when the package is a dependency of a framework package: resolved from that package. */
  resolvedFrom?: string;
  /** sha256 (hex) of the file as installed. */
  sha256: string;
  /** Our files that replace it or rewrite what it produces, from the repository root. */
  replacedBy: readonly string[];
  /**
   * Generated files (relative to .docusaurus/, `<id>` and `<name>` standing for any segment)
   * that this framework file writes and a lean-bundle loader rewrites.
   */
  generates?: readonly string[];
  /** What to re-check in our replacement when the file changes. */
  recheck: string;
};

import {pwaPins, themeComponentPins} from './frameworkPinsReplaced';

const CORE = '@docusaurus/core';
const THEME = '@docusaurus/theme-classic';

/** Framework client modules that lean-bundle aliases to its own. */
const clientModules: FrameworkPin[] = [
  {
    package: 'hoist-non-react-statics',
    file: 'dist/hoist-non-react-statics.cjs.js',
    resolvedFrom: 'react-router',
    sha256: 'ed989cf3e42997ae8e7f7144a5504329d24e8383968b27f11fa20f941fa4a784',
    replacedBy: ['src/plugins/lean-bundle/client/hoistStatics.ts'],
    recheck:
      "which statics it leaves out (its React, memo, forwardRef and function lists), whether it walks the source's prototype chain, and its third argument",
  },
  {
    package: '@docusaurus/theme-common',
    file: 'lib/utils/IntlUtils.js',
    sha256: '50ecfecea6e487ee17ffc3e62848277742fbfef4a5eed65a533923e772b89618',
    replacedBy: [
      'src/plugins/lean-bundle/client/intlUtils.ts',
      'src/plugins/lean-bundle/client/plainDateFormat.ts',
    ],
    recheck:
      'the hooks it exports (useCalendar, useDateTimeFormat) and how the formatter is built from the locale, its calendar and the options',
  },
  {
    package: CORE,
    file: 'lib/client/preload.js',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
    replacedBy: ['src/plugins/lean-bundle/client/preload.ts'],
    recheck:
      'what runs before a route renders (matching routes, loading their components and chunk names) and what a failed load rejects with',
  },
  {
    package: CORE,
    file: 'lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    replacedBy: ['src/plugins/lean-bundle/client/docusaurus.ts'],
    recheck:
      "window.docusaurus's prefetch and preload: the slow-connection and save-data checks, paths handled once, and how chunk URLs are found",
  },
  {
    package: CORE,
    file: 'lib/client/normalizeLocation.js',
    sha256: '2759003e81bfa6c32540f148b51ed629bd449b8b0bec6c0a0817247a56eb588e',
    replacedBy: ['src/plugins/lean-bundle/client/normalizeLocation.ts'],
    recheck:
      'which .html and /index.html suffixes are stripped, and whether the result is still cached per pathname',
  },
  {
    package: THEME,
    file: 'lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    replacedBy: [
      'src/plugins/lean-bundle/client/noPrismAtStartup.ts',
      'src/theme/CodeBlock/Content/prism.ts',
    ],
    recheck:
      'how prism.additionalLanguages are registered (globalThis.Prism, the prismjs component paths): prism.ts registers them instead, when a code block first needs Prism',
  },
  {
    package: '@docusaurus/utils-common',
    file: 'lib/index.js',
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
    replacedBy: ['src/plugins/lean-bundle/client/importDefault.ts'],
    recheck:
      'which tslib helpers the package requires: the alias supplies __importDefault alone, and any other helper would be undefined in the browser',
  },
  {
    package: THEME,
    file: 'lib/nprogress.js',
    sha256: '58b21ff3eb278f6cd3932e02e92a50108dac3a7e3f014813fefc70335eaab48f',
    replacedBy: ['src/plugins/lean-bundle/client/progressBar.ts'],
    recheck:
      'which nprogress calls and options the theme uses (start, done, configure) and the delay: progressBar.ts implements only those',
  },
  {
    package: 'nprogress',
    resolvedFrom: THEME,
    file: 'nprogress.js',
    sha256: '6b9611076ec2701c0115c4f9105fdfdc4e2fcc8ab21eb491f3bf27b1e358c3ae',
    replacedBy: ['src/plugins/lean-bundle/client/progressBar.ts'],
    recheck:
      "the bar's markup (#nprogress > .bar > .peg), which the theme's stylesheet paints, and its start, trickle and done timings",
  },
  {
    package: 'react-helmet-async',
    resolvedFrom: CORE,
    file: 'lib/index.js',
    sha256: '1cf132d2ea47bf45d3da4e8b84bd4b55a52c4423d14f4dede1bf2bab762396bb',
    replacedBy: [
      'src/plugins/lean-bundle/client/helmet.tsx',
      'src/plugins/lean-bundle/client/headState.ts',
    ],
    recheck:
      'the head rules the server keeps using (which tag wins, the key attribute of each tag type, data-rh): the browser copy must agree or hydration changes the head',
  },
];

/** Framework code whose output (generated modules, bundles, pages) lean-bundle rewrites. */
const rewrittenOutput: FrameworkPin[] = [
  {
    package: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsClientUtils.js',
    sha256: '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
    replacedBy: ['src/plugins/lean-bundle/withoutCollator.cjs'],
    recheck:
      "getActivePlugin's sort of the plugins' base paths (longest first), which the loader makes compare by code units",
  },
  {
    package: '@docusaurus/theme-common',
    file: 'lib/utils/reactUtils.js',
    sha256: 'a57918973cc9a6a9095fbcc8173ec20dc6973ca94b444904fede60e01edafeab',
    replacedBy: ['src/plugins/lean-bundle/withoutCollator.cjs'],
    recheck:
      "useShallowMemoObject's sort of the object's keys, which the loader makes compare by code units",
  },
  {
    package: CORE,
    file: 'lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    generates: ['registry.js', 'routes.js', 'routesChunkNames.json'],
    replacedBy: [
      'src/plugins/lean-bundle/registryLoader.cjs',
      'src/plugins/lean-bundle/routesLoader.cjs',
      'src/plugins/lean-bundle/routesChunkNamesLoader.cjs',
      'src/plugins/lean-bundle/shortChunkNames.cjs',
      'src/plugins/lean-bundle/routeSections.cjs',
    ],
    recheck:
      'the text the loaders parse: registry entries `[() => import(/* webpackChunkName */ path), path, require.resolveWeak(path)]`, `component: ComponentCreator(path, hash)` in routes.js, and the chunk-name keys of routesChunkNames.json',
  },
  {
    package: CORE,
    file: 'lib/server/codegen/codegen.js',
    sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
    generates: ['docusaurus.config.mjs'],
    replacedBy: ['src/plugins/lean-bundle/siteConfigLoader.cjs'],
    recheck:
      'the shape of the generated docusaurus.config.mjs, and which configuration keys the browser reads (the loader drops build-only ones)',
  },
  {
    package: '@docusaurus/plugin-content-docs',
    file: 'lib/globalData.js',
    sha256: '192cde2ebaf1ba1424d9a9be9a0f03f77cc4e8385ca36a6c577899fe98df9920',
    generates: ['globalData.json'],
    replacedBy: [
      'src/plugins/lean-bundle/globalDataLoader.cjs',
      'src/plugins/lean-bundle/client/globalData.ts',
    ],
    recheck:
      'the docs of each version in the global data ({id, path, unlisted?, sidebar}): the loader writes them as rows and the browser rebuilds them; a new field leaves the version uncompacted',
  },
  {
    package: '@docusaurus/plugin-content-docs',
    file: 'lib/props.js',
    sha256: 'a85829f6b7da85c457358cd641c43fa7043a6acb53e3e2b98e231f502a6fa549',
    generates: ['docusaurus-plugin-content-docs/<id>/p/<name>.json'],
    replacedBy: [
      'src/plugins/lean-bundle/docDescriptionsLoader.cjs',
      'src/theme/DocCard/index.tsx',
    ],
    recheck:
      "the version metadata prop ({version: {pluginId, version, docsSidebars, docs: {[id]: {id, title, description, sidebar}}}}): the loader moves each doc's description to a chunk of its own, drops the id (the key) and sidebar links' `unlisted: false`",
  },
  {
    package: '@docusaurus/utils',
    file: 'lib/webpackUtils.js',
    sha256: 'd73a5271f174eceba32ed354ba97ca96d6f9718c3aa0646c1ea0f7ad4a42b647',
    replacedBy: ['src/plugins/lean-bundle/imagesAsFiles.cjs', 'src/plugins/lean-bundle/index.ts'],
    recheck:
      "the asset rules' url-loader entries (index.ts sets their limit to false) and the inline url-loader request of Markdown images, `!…/url-loader/dist/cjs.js?limit=<n>&…!`, whose limit imagesAsFiles.cjs sets to 0",
  },
  {
    package: CORE,
    file: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
    replacedBy: ['src/plugins/lean-bundle/chunkAssets.ts'],
    recheck:
      'the runtime function it adds (__webpack_require__.gca) and what link prefetching asks of it: chunkAssets.ts answers the same call without the name table',
  },
  {
    package: '@rspack/core',
    file: 'package.json',
    sha256: '00491edfb9e0218ed9d068de752b2cfd43a95843b37a4fe930bdb0bde72dfde3',
    replacedBy: [
      'src/plugins/lean-bundle/chunkHashesByLoader.ts',
      'src/plugins/lean-bundle/chunkAssets.ts',
    ],
    recheck:
      'the bundler\'s runtime and chunk format that chunkHashesByLoader.ts matches with regular expressions (the hash table `({id:"hash",…})[e]`, `n.u=e=>"assets/js/"…`, the chunk push) and the __webpack_require__.e stand-in of chunkAssets.ts',
  },
  {
    package: CORE,
    file: 'lib/ssg/ssgTemplate.html.js',
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    replacedBy: ['src/plugins/lean-bundle/ssrTemplate.ts'],
    recheck:
      "the page template's variables and tags: ours is the framework's with the scripts started after first paint",
  },
];

export const frameworkPins: readonly FrameworkPin[] = [
  ...clientModules,
  ...rewrittenOutput,
  ...pwaPins,
  ...themeComponentPins,
];
