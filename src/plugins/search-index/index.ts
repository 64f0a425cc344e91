/**
 * Offline search for the site: after the build, an index of every rendered page (docs of every
 * version, community, blog, changelog and pages; not the /tests area) is written next to the
 * site; the theme components in ./theme (search bar and /search page) query it in the browser
 * with no service and no network. With `provider: 'typesense' | 'meilisearch'` they query a
 * self-hosted engine fed from the same files instead (scripts/search/push-records.mjs).
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
// Brings in the `devServer` field of the webpack configuration type (used in dev mode below).
import type {} from 'webpack-dev-server';
import {startBuildWriter} from '../pwa/buildWriters';
import {MANIFEST_FILE, writeIndex} from './build';
import type {PluginOptions} from './options';
import type {SearchGlobalData} from './types';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

export default function searchIndexPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> {
  const {baseUrl, trailingSlash} = context.siteConfig;
  const isDev = process.env.NODE_ENV === 'development';
  const indexUrlPath = normalizeUrl([baseUrl, options.indexDir, '/']);
  const globalData: SearchGlobalData = {
    provider: options.provider,
    manifestUrl: `${indexUrlPath}${MANIFEST_FILE}`,
    searchPagePath: normalizeUrl([baseUrl, options.searchPagePath]),
    remote: options.remote,
    replaceSearchResultPathname: options.replaceSearchResultPathname,
    missingResultsUrl: options.missingResultsUrl,
    isDev,
  };

  return {
    name: 'search-index',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getDefaultCodeTranslationMessages() {
      // The modal reuses the official search theme's translation ids, so every locale that
      // theme is translated to works here too.
      return readDefaultCodeTranslationMessages({
        locale: context.i18n.currentLocale,
        name: 'theme-search-algolia',
      });
    },

    async contentLoaded({actions}) {
      actions.setGlobalData(globalData);
      actions.addRoute({
        path: globalData.searchPagePath,
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    configureWebpack(_config, isServer) {
      if (!isDev || isServer) {
        return {};
      }
      // `docusaurus start` builds no index: it serves the one from the last `docusaurus build`,
      // and the search bar says how to get one when there is none.
      return {
        devServer: {
          static: [
            {publicPath: indexUrlPath, directory: path.join(context.outDir, options.indexDir)},
          ],
        },
      };
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      // The PWA plugin lists the build for its precache only once the index is written.
      const done = startBuildWriter();
      try {
        const noIndexPaths = new Set(
          Object.entries(routesBuildMetadata)
            .filter(([, metadata]) => metadata.noIndex)
            .map(([route]) => route),
        );
        const manifest = await writeIndex({
          outDir,
          baseUrl,
          trailingSlash,
          routesPaths,
          noIndexPaths,
          excludePaths: options.excludePaths,
          headingsOnlyPaths: options.headingsOnlyPaths,
          indexDir: options.indexDir,
          defaultLanguage: context.i18n.currentLocale,
          chunkSize: options.chunkSize,
        });
        const summary = Object.entries(manifest.contexts)
          .map(([key, {records}]) => `${key} (${records})`)
          .join(', ');
        logger.info(`Search index written to ${path.join(outDir, options.indexDir)}: ${summary}`);
      } finally {
        done();
      }
    },
  };
}
