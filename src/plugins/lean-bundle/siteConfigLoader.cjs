/**
 * Loader for the generated site configuration (.docusaurus/docusaurus.config.mjs), used in the
 * client build only.
 *
 * The whole configuration is in the main bundle, as every page reads it through
 * useDocusaurusContext. Part of it only serves the build: plugin and preset options (remark
 * plugins, sidebars paths, feed settings…), the HTML template, the lists of client modules, static
 * folders, scripts, stylesheets and head tags already written into each page, and what to do with
 * broken links. Nothing in the browser reads them (the theme, the framework's client and our
 * components), yet they were about 3 kB gzip of every page's download.
 *
 * This loader leaves them out. The debug plugin's config page shows the configuration whole:
 * `docusaurus.config.mjs?full` is the module as generated, which the stripped one registers
 * (client/fullSiteConfig.ts) for that page to load (src/theme/DebugConfig).
 */
const {jsonModule, splitModuleLoader} = require('./splitModule.cjs');

const BUILD_ONLY_KEYS = [
  'plugins',
  'presets',
  'themes',
  'ssrTemplate',
  'clientModules',
  'staticDirectories',
  'scripts',
  'stylesheets',
  'headTags',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

const EXPORT = 'export default {';

/**
 * @param {string} source the generated module: a comment, then `export default {JSON};`
 * @param {{resourcePath: string, resourceQuery: string, registryModule: string}} where
 * @returns {string}
 */
function transformSiteConfig(source, {resourcePath, resourceQuery, registryModule}) {
  if (resourceQuery === '?full') {
    return source;
  }
  const start = source.indexOf(EXPORT);
  const end = source.lastIndexOf('}');
  if (start === -1 || end < start) {
    throw new Error(
      `lean-bundle: ${resourcePath} has no \`${EXPORT}\`; the site config format changed.`,
    );
  }
  const config = JSON.parse(source.slice(start + EXPORT.length - 1, end + 1));
  for (const key of BUILD_ONLY_KEYS) {
    delete config[key];
  }
  return [
    `import {registerFullSiteConfig} from ${JSON.stringify(registryModule)};`,
    `registerFullSiteConfig(() => import(${JSON.stringify(`${resourcePath}?full`)}));`,
    `export default ${jsonModule(config)};`,
    '',
  ].join('\n');
}

module.exports = splitModuleLoader(transformSiteConfig);
module.exports.transformSiteConfig = transformSiteConfig;
module.exports.BUILD_ONLY_KEYS = BUILD_ONLY_KEYS;
