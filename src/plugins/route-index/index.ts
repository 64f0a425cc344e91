/**
 * A small index of the site's pages (docs of every version, blog posts, pages: path and title)
 * for the not-found page, which suggests the closest existing pages. The index is written as a
 * JSON module that the not-found page loads on demand, so no other page pays for it.
 */
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {RouteIndex} from '../../components/NotFoundSuggestions/suggest';
import {
  BLOG_PLUGIN,
  DOCS_PLUGIN,
  PAGES_PLUGIN,
  isBlogContent,
  isDocsContent,
  isPagesContent,
  pluginContent,
  type AllContent,
} from '../../utils/pluginContent';

export interface RouteIndexOptions {
  id: string;
  docsPluginIds: string[];
  blogPluginIds: string[];
  pagesPluginIds: string[];
}

/** Where the not-found page imports the index from (`@generated/` is the `.docusaurus` folder). */
export const ROUTE_INDEX_FILE = 'route-index.json';

const NAME = 'site-route-index';

/** `/showcase` → "Showcase", `/feature-requests/` → "Feature requests". */
function titleFromPath(permalink: string): string {
  const last = permalink.split('/').filter(Boolean).at(-1) ?? '';
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Home';
}

/** Collects the listed pages of the configured plugin instances. */
export function buildRouteIndex(allContent: AllContent, options: RouteIndexOptions): RouteIndex {
  const index: RouteIndex = {versions: [], routes: []};
  for (const id of options.docsPluginIds) {
    const content = pluginContent(allContent, DOCS_PLUGIN, id, NAME);
    if (!isDocsContent(content)) {
      continue;
    }
    const base = content.loadedVersions
      .map((version) => version.path)
      .sort((a, b) => a.length - b.length)[0];
    for (const version of content.loadedVersions) {
      const versionIndex = index.versions.length;
      index.versions.push({label: version.label, path: version.path, base: base ?? version.path});
      for (const doc of version.docs) {
        if (!doc.unlisted) {
          index.routes.push({path: doc.permalink, title: doc.title, version: versionIndex});
        }
      }
    }
  }
  for (const id of options.blogPluginIds) {
    const content = pluginContent(allContent, BLOG_PLUGIN, id, NAME);
    if (!isBlogContent(content)) {
      continue;
    }
    for (const {metadata} of content.blogPosts) {
      if (!metadata.unlisted) {
        index.routes.push({path: metadata.permalink, title: metadata.title});
      }
    }
  }
  for (const id of options.pagesPluginIds) {
    const content = pluginContent(allContent, PAGES_PLUGIN, id, NAME);
    if (!isPagesContent(content)) {
      continue;
    }
    for (const page of content) {
      const title = page.type === 'mdx' ? page.title : undefined;
      const unlisted = page.type === 'mdx' && page.unlisted;
      if (!unlisted) {
        index.routes.push({path: page.permalink, title: title ?? titleFromPath(page.permalink)});
      }
    }
  }
  return index;
}

export default function routeIndexPlugin(
  _context: LoadContext,
  options: RouteIndexOptions,
): Plugin<undefined> {
  return {
    name: NAME,
    async allContentLoaded({allContent, actions}) {
      await actions.createData(
        ROUTE_INDEX_FILE,
        JSON.stringify(buildRouteIndex(allContent, options)),
      );
    },
  };
}

const optionsSchema = Joi.object<RouteIndexOptions>({
  id: Joi.string().default('default'),
  docsPluginIds: Joi.array().items(Joi.string()).default(['default']),
  blogPluginIds: Joi.array().items(Joi.string()).default(['default']),
  pagesPluginIds: Joi.array().items(Joi.string()).default(['default']),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<RouteIndexOptions>, RouteIndexOptions>): RouteIndexOptions {
  return validate(optionsSchema, options);
}
