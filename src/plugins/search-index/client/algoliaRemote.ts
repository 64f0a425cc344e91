/**
 * Algolia's search API as a SearchBackend. The site itself uses the official DocSearch theme
 * when SEARCH_PROVIDER=algolia (see setup.ts); this client exists so that the relevance
 * benchmark can ask the same index the same questions as it asks the local one.
 */
import {searchTerms} from '../engine';
import type {SearchRecord} from '../types';
import type {BackendPage, SearchBackend} from './backend';
import type {ContextSelection} from './loader';
import {fetchJson, matchLocally} from './remote';

export interface AlgoliaIndex {
  appId: string;
  /** A search-only key: the same one the site ships to browsers. */
  searchKey: string;
  indexName: string;
}

/** DocSearch-style facet filters: an AND of ORs. */
export function algoliaFacetFilters(selection: ContextSelection): string[][] {
  const or = (attribute: string, values: string[] | null) =>
    values ? [values.map((value) => `${attribute}:${value}`)] : [];
  return [...or('language', selection.languages), ...or('docusaurus_tag', selection.tags)];
}

export function algoliaBackend(index: AlgoliaIndex): SearchBackend {
  return {
    preload: async () => undefined,
    complete: async () => undefined,
    async search(query, selection, {page, hitsPerPage}): Promise<BackendPage> {
      const url = `https://${index.appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(index.indexName)}/query`;
      const body = (await fetchJson(url, {
        method: 'POST',
        headers: {
          'X-Algolia-Application-Id': index.appId,
          'X-Algolia-API-Key': index.searchKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          query,
          facetFilters: algoliaFacetFilters(selection),
          hitsPerPage,
          page,
        }),
      })) as {nbHits: number; hits: SearchRecord[]};
      return {
        hits: body.hits.map((record) => matchLocally(record, query)),
        nbHits: body.nbHits,
        terms: searchTerms(query),
      };
    },
  };
}
