/**
 * The /changelog section: an instance of the official blog plugin whose posts are generated from
 * CHANGELOG.md and CHANGELOG-v2.md at the repository root, one post per release. Pagination,
 * feeds, the sidebar and the authors list all come from the blog plugin; this file only turns
 * the changelog files into posts (see utils.ts) and points the blog at our theme components.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {collectReleases} from './parse';
import {authorsMap, publishTimes, releasePosts, renderRelease} from './utils';

export {validateOptions} from '@docusaurus/plugin-content-blog';

/** Global data of the plugin, read by the theme with `usePluginData`. */
export interface ChangelogGlobalData {
  /** Version (`X.Y.0`) → permalink of its announcement post in the main blog. */
  releasePosts: Record<string, string>;
}

const CHANGELOG_FILES = ['CHANGELOG.md', 'CHANGELOG-v2.md'];
const AUTHORS_FILE = 'authors.json';

/** Writes a file only when its content changed, so the dev server does not reload for nothing. */
async function writeIfChanged(filePath: string, content: string): Promise<void> {
  const current = await fs.readFile(filePath, 'utf8').catch(() => undefined);
  if (current !== content) {
    await fs.writeFile(filePath, content);
  }
}

/** Regenerates one Markdown post per release (plus the authors map) in `outDir`. */
async function generatePosts(siteDir: string, outDir: string): Promise<string[]> {
  const files = await Promise.all(
    CHANGELOG_FILES.map(async (fileName) => ({
      fileName,
      text: await fs.readFile(path.join(siteDir, fileName), 'utf8'),
    })),
  );
  const releases = collectReleases(files);
  const times = publishTimes(releases);
  await fs.mkdir(outDir, {recursive: true});
  const wanted = new Set([AUTHORS_FILE, ...releases.map((r) => `${r.version}.md`)]);
  const stale = (await fs.readdir(outDir)).filter((name) => !wanted.has(name));
  await Promise.all([
    ...stale.map((name) => fs.rm(path.join(outDir, name))),
    writeIfChanged(
      path.join(outDir, AUTHORS_FILE),
      `${JSON.stringify(authorsMap(releases), null, 2)}\n`,
    ),
    ...releases.map((release) =>
      writeIfChanged(
        path.join(outDir, `${release.version}.md`),
        renderRelease(release, times.get(release.version) ?? release.date),
      ),
    ),
  ]);
  return releases.map((r) => r.version);
}

/** Permalinks of the main blog's posts, found in the content of all loaded plugins. */
function mainBlogPermalinks(content: unknown): string[] {
  if (!content || typeof content !== 'object' || !('blogPosts' in content)) {
    return [];
  }
  const posts: BlogContent['blogPosts'] = Array.isArray(content.blogPosts) ? content.blogPosts : [];
  return posts.map((post) => post.metadata.permalink);
}

export default async function changelogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  // Generated posts live beside the other generated files (.docusaurus, git-ignored).
  const outDir = path.join(context.generatedFilesDir, 'changelog-source');
  // The blog plugin looks for the authors map when it is created, so generate first.
  let versions = await generatePosts(context.siteDir, outDir);
  const blogPlugin = await pluginContentBlog(context, {
    ...options,
    path: outDir,
    authorsMapPath: AUTHORS_FILE,
    blogListComponent: '@theme/ChangelogList',
    blogPostComponent: '@theme/ChangelogPage',
    blogAuthorsListComponent: '@theme/ChangelogAuthorsListPage',
  });

  return {
    ...blogPlugin,
    async loadContent() {
      versions = await generatePosts(context.siteDir, outDir);
      const content = await blogPlugin.loadContent?.();
      if (!content) {
        throw new Error('The blog plugin returned no content for the changelog.');
      }
      return content;
    },
    allContentLoaded({allContent, actions}) {
      const permalinks = mainBlogPermalinks(allContent['docusaurus-plugin-content-blog']?.default);
      const data: ChangelogGlobalData = {releasePosts: releasePosts(versions, permalinks)};
      actions.setGlobalData(data);
    },
    getPathsToWatch() {
      return CHANGELOG_FILES.map((fileName) => path.join(context.siteDir, fileName));
    },
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
