/** React glue shared by the search bar and the search page. */
import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {urlRewriter} from '../present';
import type {SearchGlobalData} from '../types';
import {createBackend, type BackendOptions, type SearchBackend} from './backend';

export function useSearchGlobalData(): SearchGlobalData {
  return usePluginData('search-index') as SearchGlobalData;
}

export function useSearchBackend({withText}: BackendOptions): SearchBackend {
  const data = useSearchGlobalData();
  const {siteConfig} = useDocusaurusContext();
  return useMemo(
    () => createBackend(data, siteConfig.baseUrl, {withText}),
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
