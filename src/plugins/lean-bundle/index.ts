/**
 * Keeps what every page downloads small: configuration the framework leaves to the site.
 *
 * Fonts are always emitted as files. Docusaurus inlines any asset under 10 kB as a data URL,
 * which for fonts means base64 (barely compressible) inside the one global CSS file that every
 * page downloads; KaTeX's font files alone made that CSS 125 kB larger, on pages with no math.
 * As files, a browser fetches a font only when some text on the page uses it, and caches it.
 * Images, SVGs and media are emitted as files too, Markdown images included (imagesAsFiles.cjs):
 * inlined, a page's images were base64 in its HTML and again in its script chunk (11 kB gzip of
 * the assets guide's 20 kB chunk), fetched whether or not the reader scrolls to them.
 *
 * KaTeX's stylesheet and fonts are files of their own, outside the bundler (katexStylesheet.ts),
 * which the pages with formulas link (src/utils/remarkMathStylesheet.ts); the global CSS leaves
 * them out.
 *
 * Prism loads when code needs it. The theme registers `prism.additionalLanguages` in a client
 * module, and client modules are part of every page's bundle: Prism and all its grammars (about
 * 36 kB gzip, and some 45 ms of script at startup on our unthrottled 2-core machine) came with
 * pages that show no code. That module is replaced by an empty one here;
 * src/theme/CodeBlock/Content/prism.ts registers the languages instead, and the code block loads
 * that module when it has to highlight in the browser (Content/highlighter.ts).
 *
 * @docusaurus/utils-common, a CommonJS package the theme calls in the browser, requires tslib for
 * one helper, and a CommonJS require keeps all of tslib (4 kB gzip) in the main bundle; in that
 * package, tslib resolves to client/importDefault.ts, that helper alone.
 *
 * In the browser build, the route registry drops the module paths only server rendering reads
 * (registryLoader.cjs); the route tree carries each route's chunk names, so no second table lists
 * every path again, and creates each route's component when the router first asks for it, not all
 * 635 of them at startup (routesLoader.cjs). Route chunks lose their names, so the runtime maps no
 * chunk ids to names, and finds a route's chunk files for link prefetching through the registry
 * instead (chunkAssets.ts); the tables link routes to registry entries by short names
 * (shortChunkNames.cjs). The route table and registry load in sections, each when a URL under it
 * is preloaded (routeSections.cjs); the framework's client modules that match routes are replaced
 * by ones that load the sections first (client/preload.ts, docusaurus.ts, normalizeLocation.ts).
 *
 * The runtime's table of chunk content hashes lists only the chunks that more than one chunk, or the
 * entry chunk, loads: a chunk that one other chunk alone loads has its hash carried by that chunk
 * (chunkHashesByLoader.ts).
 *
 * The route change progress bar is ours (client/progressBar.ts), in place of the nprogress package,
 * and so is, in the browser, react-helmet-async, which keeps the document head in line with the
 * mounted <Head> elements (client/helmet.tsx); server rendering keeps the package.
 * The site configuration in the browser leaves out what only the build reads (siteConfigLoader.cjs).
 * Doc descriptions, which only doc cards show, leave the docs version metadata that every doc
 * page loads for a chunk of their own (docDescriptionsLoader.cjs, src/theme/DocCard). The docs
 * plugins' lists of docs in the global data, in the main bundle, are written compactly
 * (globalDataLoader.cjs). Translators' descriptions of UI strings leave the emitted scripts
 * (translateDescriptions.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {ChunkAssetsPlugin} from './chunkAssets';
import {ChunkHashesByLoaderPlugin} from './chunkHashesByLoader';
import {startBuildWriter} from '../pwa/buildWriters';
import {KATEX_DIR, writeKatexFiles} from './katexStylesheet';
import {TranslateDescriptionsPlugin} from './translateDescriptions';

/** Sample file names of the asset rules url-loader may inline: fonts, images, SVGs, media. */
const INLINED_KINDS = ['font.woff2', 'image.png', 'image.webp', 'icon.svg', 'clip.mp4'];

type LoaderUse = {loader: string; options?: object};

/**
 * The url-loader entry of the framework's rules for `sample` (one of INLINED_KINDS), looked up in
 * each matching rule and among its `oneOf` alternatives (the SVGR plugin nests the SVG rule
 * there; the ideal-image plugin's rule for PNG and JPEG, for React code, comes first).
 */
function urlLoaderFor(rules: readonly unknown[], sample: string): LoaderUse | undefined {
  const isRule = (rule: unknown): rule is RuleSetRule => typeof rule === 'object' && rule !== null;
  const candidates = rules
    .filter(
      (rule): rule is RuleSetRule =>
        isRule(rule) && rule.test instanceof RegExp && rule.test.test(sample),
    )
    .flatMap((rule) => [rule, ...(rule.oneOf ?? [])].filter(isRule));
  return candidates
    .flatMap((candidate) => (Array.isArray(candidate.use) ? candidate.use : []))
    .find(
      (use): use is LoaderUse =>
        typeof use === 'object' && use !== null && String(use.loader).includes('url-loader'),
    );
}

const loaders = [
  'registryLoader.cjs',
  'routesLoader.cjs',
  'routesChunkNamesLoader.cjs',
  'shortChunkNames.cjs',
  'docDescriptionsLoader.cjs',
  'globalDataLoader.cjs',
  'routeSections.cjs',
  'siteConfigLoader.cjs',
  'splitModule.cjs',
  'imagesAsFiles.cjs',
  'withoutCollator.cjs',
];

/** Framework client modules that match the route table, replaced by ones that load its sections. */
const coreClient = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));
const sectionAwareModules = Object.fromEntries(
  ['preload', 'docusaurus', 'normalizeLocation'].flatMap((name) => {
    const replacement = path.join(__dirname, 'client', `${name}.ts`);
    const original = path.join(coreClient, name);
    return [
      [`${original}$`, replacement],
      [`${original}.js$`, replacement],
    ];
  }),
);

/** Framework modules whose one localeCompare sort withoutCollator.cjs rewrites. */
const collatorSorts = [
  path.join(
    path.dirname(require.resolve('@docusaurus/plugin-content-docs/client')),
    'docsClientUtils.js',
  ),
  path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils.js'),
];

/** theme-common's date formatting hooks, which client/intlUtils.ts stands in for. */
const intlUtils = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common')),
  'utils/IntlUtils',
);

/** The one module of @docusaurus/utils-common that requires tslib (for `__importDefault`). */
const utilsCommonEntry = require.resolve('@docusaurus/utils-common');

/** The request under which Docusaurus lists the theme's Prism client module in client-modules.js. */
const prismClientModule = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')
  .replace(/\.js$/, '');

/** The docs plugin's prop modules (every instance's), among the generated files. */
function docsPropModule(generatedFilesDir: string): RegExp {
  const dir = path.join(generatedFilesDir, 'docusaurus-plugin-content-docs');
  const escaped = dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`);
}

export default function pluginLeanBundle({generatedFilesDir, baseUrl}: LoadContext): Plugin<void> {
  // KaTeX's files for the development server (the build writes its own in postBuild).
  const katexDevDir = path.join(generatedFilesDir, 'lean-bundle-katex');
  return {
    name: 'lean-bundle',
    async loadContent() {
      // `docusaurus build` sets production before loading plugins.
      if (process.env.NODE_ENV !== 'production') {
        await writeKatexFiles(katexDevDir);
      }
    },
    async postBuild({outDir}) {
      // The PWA plugin lists the build for its precache once these are written.
      const done = startBuildWriter();
      try {
        await writeKatexFiles(path.join(outDir, KATEX_DIR));
      } finally {
        done();
      }
    },
    configureWebpack(config, isServer) {
      const rules = config.module?.rules ?? [];
      for (const sample of INLINED_KINDS) {
        const urlLoader = urlLoaderFor(rules, sample);
        if (urlLoader === undefined) {
          throw new Error(`lean-bundle: the webpack config has no url-loader rule for ${sample}.`);
        }
        // url-loader with `limit: false` never inlines: file-loader emits the file.
        urlLoader.options = {...urlLoader.options, limit: false};
      }
      // After the MDX loader, in both builds, so that server and browser render the same `src`.
      // Matched on `resource`, not `test`: the framework's fallback MDX rule excludes the
      // `include` of every rule whose `test` matches .mdx files, and this rule has none.
      rules.push({
        resource: /\.mdx?$/i,
        enforce: 'post',
        use: [path.join(__dirname, 'imagesAsFiles.cjs')],
      });
      // Rspack's persistent cache keeps loader output and resolved requests until a build
      // dependency changes, and our loaders and this file (its aliases) are not among Docusaurus's;
      // without this, editing one served stale registry code, or an alias went unused.
      const cache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)
        ?.cache;
      cache?.buildDependencies?.push(
        ...[...loaders, 'index.ts'].map((file) => path.join(__dirname, file)),
      );
      if (!isServer) {
        const plugins = config.plugins ?? [];
        const framework = plugins.findIndex((p) => p?.constructor.name === 'ChunkAssetPlugin');
        if (framework === -1) {
          throw new Error('lean-bundle: the client config has no ChunkAssetPlugin to replace.');
        }
        plugins.splice(framework, 1, new ChunkAssetsPlugin());
        // Development file names carry no content hash, so there is no table to rewrite.
        if (config.mode === 'production') {
          plugins.push(new TranslateDescriptionsPlugin(), new ChunkHashesByLoaderPlugin());
        }
      }
      return {
        // The development server serves KaTeX's files from the folder loadContent writes.
        devServer: isServer
          ? {}
          : {static: [{publicPath: `${baseUrl}${KATEX_DIR}`, directory: katexDevDir}]},
        module: {
          rules: [
            ...collatorSorts.map((file) => ({
              test: file,
              use: [path.join(__dirname, 'withoutCollator.cjs')],
            })),
            ...(isServer
              ? [
                  {
                    test: path.join(generatedFilesDir, 'registry.js'),
                    resourceQuery: /^\?paths$/,
                    use: [path.join(__dirname, 'registryLoader.cjs')],
                  },
                ]
              : [
                  {
                    test: path.join(generatedFilesDir, 'registry.js'),
                    use: [path.join(__dirname, 'registryLoader.cjs')],
                  },
                  {
                    test: path.join(generatedFilesDir, 'routes.js'),
                    use: [path.join(__dirname, 'routesLoader.cjs')],
                  },
                  {
                    test: path.join(generatedFilesDir, 'globalData.json'),
                    type: 'javascript/auto',
                    use: [
                      {
                        loader: path.join(__dirname, 'globalDataLoader.cjs'),
                        options: {expandModule: path.join(__dirname, 'client/globalData.ts')},
                      },
                    ],
                  },
                  {
                    test: path.join(generatedFilesDir, 'routesChunkNames.json'),
                    type: 'javascript/auto',
                    use: [path.join(__dirname, 'routesChunkNamesLoader.cjs')],
                  },
                  {
                    test: docsPropModule(generatedFilesDir),
                    type: 'javascript/auto',
                    use: [
                      {
                        loader: path.join(__dirname, 'docDescriptionsLoader.cjs'),
                        options: {
                          registryModule: path.join(__dirname, 'client/docDescriptions.ts'),
                          sidebarLinksModule: path.join(__dirname, 'client/sidebarLinks.ts'),
                          globalDataPath: path.join(generatedFilesDir, 'globalData.json'),
                        },
                      },
                    ],
                  },
                  {
                    test: path.join(generatedFilesDir, 'docusaurus.config.mjs'),
                    use: [
                      {
                        loader: path.join(__dirname, 'siteConfigLoader.cjs'),
                        options: {registryModule: path.join(__dirname, 'client/fullSiteConfig.ts')},
                      },
                    ],
                  },
                  {
                    test: utilsCommonEntry,
                    resolve: {alias: {tslib$: path.join(__dirname, 'client/importDefault.ts')}},
                  },
                ]),
          ],
        },
        resolve: {
          alias: {
            [`${prismClientModule}$`]: path.join(__dirname, 'client/noPrismAtStartup.ts'),
            [`${prismClientModule}.js$`]: path.join(__dirname, 'client/noPrismAtStartup.ts'),
            [`${intlUtils}$`]: path.join(__dirname, 'client/intlUtils.ts'),
            [`${intlUtils}.js$`]: path.join(__dirname, 'client/intlUtils.ts'),
            ...(isServer
              ? {}
              : {
                  ...sectionAwareModules,
                  'react-helmet-async$': path.join(__dirname, 'client/helmet.tsx'),
                  'hoist-non-react-statics$': path.join(__dirname, 'client/hoistStatics.ts'),
                }),
            nprogress$: path.join(__dirname, 'client/progressBar.ts'),
          },
        },
      };
    },
  };
}
