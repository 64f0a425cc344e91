/**
 * The API reference pages that plugin-options.test.ts checks, each with where its documented
 * names come from in the installed package, and the option names a page documents that the
 * package's schema does not declare.
 */
import {themes as prismThemes} from 'prism-react-renderer';

import {describePluginOptions, describeThemeConfig, readPackageFile} from './pluginSchemas';
import {schemaLeaves, type SchemaLeaf} from './schemaLeaves';

export type PageSpec = {
  packageName: string;
  page: string;
  /** Where the documented names come from: plugin options, or the validated themeConfig. */
  source: 'options' | 'themeConfig';
  /** Export of `lib/frontMatter.js` that validates front matter, for content plugins. */
  frontMatter?: string;
  /** Objects documented as one row although their keys are declared. */
  opaque?: string[];
  /** Options the schema lets through unchecked, documented with where their default lives. */
  passthrough?: Record<string, unknown>;
};

/** Values that a default cell may name instead of spelling them out. */
export const references: Record<string, unknown> = {'themes.palenight': prismThemes.palenight};

const idealImageSource = readPackageFile('@docusaurus/plugin-ideal-image', 'lib/index.js');
export const responsiveLoaderSource = readPackageFile(
  '@docusaurus/responsive-loader',
  'lib/index.js',
);

function sourceMatch(source: string, pattern: RegExp): string {
  const found = pattern.exec(source)?.[1];
  if (found === undefined) {
    throw new Error(`The installed source no longer matches ${pattern}`);
  }
  return found;
}

/**
 * plugin-ideal-image validates only `disableInDev` and hands every other option to its
 * responsive image loader; the loader's own defaults are read from its source.
 */
const idealImageLoaderOptions: Record<string, unknown> = {
  // The `name` the plugin gives the loader, not the plugin's own `name`.
  name: sourceMatch(idealImageSource, /responsive-loader'\)[\s\S]*?name: '([^']+)'/),
  sizes: undefined,
  size: undefined,
  min: undefined,
  max: undefined,
  steps: Number(sourceMatch(responsiveLoaderSource, /config\.steps === undefined \? (\d+)/)),
  quality: Number(
    sourceMatch(responsiveLoaderSource, /parseInt\(config\.quality, 10\) \|\| (\d+)/),
  ),
};

const plugin = (name: string, extra: Partial<PageSpec> = {}): PageSpec => ({
  packageName: `@docusaurus/${name}`,
  page: `docs/api/plugins/${name}.mdx`,
  source: 'options',
  ...extra,
});
const themeConfigPage = (name: string): PageSpec => ({
  packageName: `@docusaurus/${name}`,
  page: `docs/api/themes/${name}.mdx`,
  source: 'themeConfig',
});

export const pluginPages: PageSpec[] = [
  plugin('plugin-content-docs', {frontMatter: 'validateDocFrontMatter'}),
  plugin('plugin-content-blog', {frontMatter: 'validateBlogPostFrontMatter'}),
  plugin('plugin-content-pages', {frontMatter: 'validatePageFrontMatter'}),
  plugin('plugin-client-redirects'),
  plugin('plugin-debug'),
  plugin('plugin-google-analytics'),
  plugin('plugin-google-gtag'),
  plugin('plugin-google-tag-manager'),
  plugin('plugin-ideal-image', {passthrough: idealImageLoaderOptions}),
  plugin('plugin-pwa'),
  plugin('plugin-rsdoctor'),
  plugin('plugin-sitemap'),
  plugin('plugin-svgr'),
  plugin('plugin-vercel-analytics'),
  plugin('plugin-css-cascade-layers'),
];

export const themePages: PageSpec[] = [
  {
    packageName: '@docusaurus/theme-classic',
    page: 'docs/api/themes/theme-classic.mdx',
    source: 'options',
  },
  {
    packageName: '@docusaurus/theme-classic',
    page: 'docs/api/themes/theme-configuration.mdx',
    source: 'themeConfig',
    // Prism themes are prism-react-renderer objects; the footer logo shares the navbar logo's
    // schema (checked below), so its fields are documented once.
    opaque: ['prism.theme', 'prism.darkTheme', 'footer.logo'],
  },
  themeConfigPage('theme-live-codeblock'),
  themeConfigPage('theme-mermaid'),
  themeConfigPage('theme-search-algolia'),
];

export async function acceptedLeaves(spec: PageSpec): Promise<SchemaLeaf[]> {
  const opaque = {opaque: spec.opaque};
  if (spec.source === 'options') {
    const description = await describePluginOptions(spec.packageName);
    const passthrough = Object.entries(spec.passthrough ?? {}).map(([name, defaultValue]) => ({
      name,
      required: false,
      defaultValue,
    }));
    return [...schemaLeaves(description, opaque), ...passthrough];
  }
  const themeConfig = await describeThemeConfig(spec.packageName);
  if (!themeConfig) {
    throw new Error(`${spec.packageName} validates no themeConfig`);
  }
  return schemaLeaves(themeConfig, opaque);
}
