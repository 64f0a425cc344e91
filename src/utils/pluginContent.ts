/**
 * Reading other plugins' loaded content in `allContentLoaded`, where it arrives untyped:
 * `allContent[pluginName][pluginId]`. Shared by the local plugins that index docs, posts and pages.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
export const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

export type AllContent = Record<string, Record<string, unknown> | undefined>;

/** The content of one plugin instance; throws when the site has no such instance. */
export function pluginContent(
  allContent: AllContent,
  pluginName: string,
  id: string,
  requester: string,
): unknown {
  const content = allContent[pluginName]?.[id];
  if (content === undefined) {
    throw new Error(`[${requester}] No ${pluginName} instance with id "${id}".`);
  }
  return content;
}

export function isDocsContent(content: unknown): content is DocsContent {
  return typeof content === 'object' && content !== null && 'loadedVersions' in content;
}

export function isBlogContent(content: unknown): content is BlogContent {
  return typeof content === 'object' && content !== null && 'blogPosts' in content;
}

export function isPagesContent(content: unknown): content is PagesContent {
  return Array.isArray(content);
}
