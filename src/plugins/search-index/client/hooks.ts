/** React glue shared by the search bar and the search page. */
import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {urlRewriter} from '../urlRewriter';
import type {SearchGlobalData} from '../types';
import type {BackendOptions, SearchBackend} from './backend';
import {prefetchIndex} from './prefetch';

export function useSearchGlobalData(): SearchGlobalData {
  return usePluginData('search-index') as SearchGlobalData;
}

/**
 * A backend whose code (the engine and its index loader, or a remote engine's client) is
 * fetched on first use: the search bar is on every page, but only readers who search need it.
 * A failed fetch of that code rejects like a failed index fetch and is retried next time.
 */
function lazyBackend(
  data: SearchGlobalData,
  baseUrl: string,
  options: BackendOptions,
): SearchBackend {
  let backend: Promise<SearchBackend> | null = null;
  const load = () =>
    (backend ??= import('./backend').then(
      (module) => module.createBackend(data, baseUrl, options),
      (error: unknown) => {
        backend = null;
        throw error;
      },
    ));
  const local = data.provider === 'local' || !data.remote;
  return {
    preload: async (selection) => {
      // The index downloads while the engine's code does (prefetch.ts); without a selection,
      // its manifest.
      if (local) {
        prefetchIndex(data.manifestUrl, baseUrl, selection);
      }
      return (await load()).preload(selection);
    },
    complete: async (selection) => (await load()).complete(selection),
    search: async (query, selection, page) => (await load()).search(query, selection, page),
  };
}

export function useSearchBackend({withText}: BackendOptions): SearchBackend {
  const data = useSearchGlobalData();
  const {siteConfig} = useDocusaurusContext();
  return useMemo(
    () => lazyBackend(data, siteConfig.baseUrl, {withText}),
    [data, siteConfig.baseUrl, withText],
  );
}

export function useUrlRewriter(): (url: string) => string {
  const {replaceSearchResultPathname} = useSearchGlobalData();
  return useMemo(() => urlRewriter(replaceSearchResultPathname), [replaceSearchResultPathname]);
}

/** Link to the full search page for a query. */
export function useSearchPageUrl(): (query: string) => string {
  const {searchPagePath} = useSearchGlobalData();
  return (query) => `${searchPagePath}?q=${encodeURIComponent(query)}`;
}
