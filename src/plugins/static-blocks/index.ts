/**
 * Static blocks: the plain text of a doc or blog post (paragraphs, lists, quotes) ships once, in
 * the HTML, instead of twice, in the HTML and again in the page's script for React to hydrate.
 *
 * - rehype.ts marks those blocks in the MDX of docs and posts (both builds compile the same);
 * - clientLoader.cjs drops their children from the browser build of each such module;
 * - client/staticBlocks.ts gives React their HTML: from the document while the page hydrates, and
 *   from the fetched page after a client-side navigation (the router's preload waits for it); a
 *   blog list page holds the excerpts of the posts it shows;
 * - src/utils/useStaticLinks.ts, used by DocItem/Content and BlogPostItem/Content, routes clicks on
 *   their links, which are plain anchors in the browser.
 *
 * Only the production browser build changes: the dev server renders in the browser from scratch,
 * with no server markup to reuse.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function pluginStaticBlocks(): Plugin<void> {
  const loader = path.join(__dirname, 'clientLoader.cjs');
  return {
    name: 'static-blocks',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      const cache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)
        ?.cache;
      cache?.buildDependencies?.push(loader, __filename);
      return {
        // Matched on `resource`, as lean-bundle's MDX rule is (see there why).
        module: {rules: [{resource: /\.mdx?$/i, enforce: 'post', use: [loader]}]},
        // The framework turns off the default cache groups, so each module that imports the
        // runtime would carry a copy of it: a blog list page, showing five posts, loaded five.
        optimization: {
          splitChunks: {
            cacheGroups: {
              staticBlocks: {
                test: /static-blocks[\\/]client[\\/]staticBlocks\.ts$/,
                chunks: 'async',
                minChunks: 2,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
