/**
 * `/docs/latest/…`: a version-agnostic address for every page of the newest docs release.
 * A static host cannot redirect while keeping the query string and the hash, so each address
 * gets a small page of its own whose script replaces the location with the same page of the
 * newest release, search and hash included (see theme/DocsLatestRedirect). Paths come from the
 * docs plugin's loaded content, so a new release or a renamed page needs no change here.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {normalizeUrl} from '@docusaurus/utils';
import {newestRelease} from '../../utils/docsVersions';
import {latestRedirects} from './utils';

export interface DocsLatestOptions {
  /** Id of the docs plugin instance whose newest release `/latest` stands for. */
  docsPluginId: string;
  /** Route base of that instance (its `routeBasePath` option). */
  routeBasePath: string;
}

/** Props of the `@theme/DocsLatestRedirect` route component (a type: route props are a record). */
export type DocsLatestRedirectProps = {
  /** The page of the newest release, with the base URL: `/docs/3.8.1/cli`. */
  target: string;
  /** Label of that release, shown in the fallback link. */
  versionLabel: string;
};

const DEFAULT_OPTIONS: DocsLatestOptions = {docsPluginId: 'default', routeBasePath: 'docs'};

function isLoadedDocsContent(value: unknown): value is LoadedContent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'loadedVersions' in value &&
    Array.isArray(value.loadedVersions)
  );
}

export default function docsLatestPlugin(
  context: LoadContext,
  options: Partial<DocsLatestOptions>,
): Plugin {
  const {docsPluginId, routeBasePath} = {...DEFAULT_OPTIONS, ...options};
  const latestBase = normalizeUrl([context.baseUrl, routeBasePath, 'latest']);

  return {
    name: 'docs-latest',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[docsPluginId];
      if (!isLoadedDocsContent(docsContent)) {
        throw new Error(
          `docs-latest: no loaded content for the docs plugin instance "${docsPluginId}".`,
        );
      }
      // Builds that leave the releases out (DOCS_ONLY_CURRENT) have nothing to point to.
      const release = newestRelease(docsContent.loadedVersions, (version) => version.versionName);
      if (!release) {
        return;
      }
      for (const {from, to} of latestRedirects(release, latestBase)) {
        const props: DocsLatestRedirectProps = {target: to, versionLabel: release.label};
        actions.addRoute({
          path: from,
          exact: true,
          component: '@theme/DocsLatestRedirect',
          props,
        });
      }
    },
  };
}
