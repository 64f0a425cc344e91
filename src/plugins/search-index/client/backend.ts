/**
 * Where hits come from: the static index in the browser (default), or a self-hosted engine fed
 * with the same records by scripts/search/push-records.mjs. The search bar and the search page
 * only talk to this interface.
 */
import type {EngineHit, SearchEngine} from '../engine';
import type {RemoteEngine, SearchGlobalData} from '../types';
import {getLoader, type ContextSelection, type IndexLoader} from './loader';
import {meilisearchBackend, typesenseBackend} from './remote';

export interface BackendPage {
  hits: EngineHit[];
  nbHits: number;
  /** Terms the query was searched with, for highlighting. */
  terms: string[];
}

export interface SearchBackend {
  /**
   * Starts fetching what the first query needs; resolves when ready. With a null selection (the
   * page's search context is not worked out yet), starts what does not depend on it.
   */
  preload(selection: ContextSelection | null): Promise<void>;
  /**
   * Resolves once every answer for the selection is final: a backend whose first answers may
   * be partial (see `withText`) resolves when they no longer are; others at once.
   */
  complete(selection: ContextSelection): Promise<void>;
  search(
    query: string,
    selection: ContextSelection,
    page: {page: number; hitsPerPage: number},
  ): Promise<BackendPage>;
}

export interface BackendOptions {
  /**
   * Wait until the page text is indexed before answering. The modal does not: its first
   * answers may come from headings alone, for a few hundred milliseconds after the index
   * arrives. The search page does, as it lists every result of a query once.
   */
  withText: boolean;
}

/** Searches an engine that already holds the records: the benchmark's backend. */
export function engineBackend(engine: SearchEngine): SearchBackend {
  return {
    preload: async () => undefined,
    complete: async () => undefined,
    async search(query, selection, {page, hitsPerPage}) {
      const {hits, terms} = engine.search(query, {
        languages: selection.languages ?? undefined,
        tags: selection.tags ?? undefined,
      });
      const start = page * hitsPerPage;
      return {hits: hits.slice(start, start + hitsPerPage), nbHits: hits.length, terms};
    },
  };
}

/** Searches the static index: fetches the contexts a query needs, then asks the engine. */
export function localBackend(loader: IndexLoader, {withText}: BackendOptions): SearchBackend {
  const searchLoaded = engineBackend(loader.engine).search;
  return {
    preload: async (selection) => (selection ? loader.load(selection) : undefined),
    complete: (selection) => loader.load(selection, {withText: true}),
    async search(query, selection, page) {
      await loader.load(selection, {withText});
      return searchLoaded(query, selection, page);
    },
  };
}

function remoteBackend(kind: 'typesense' | 'meilisearch', remote: RemoteEngine): SearchBackend {
  return kind === 'typesense' ? typesenseBackend(remote) : meilisearchBackend(remote);
}

export function createBackend(
  data: SearchGlobalData,
  baseUrl: string,
  options: BackendOptions,
): SearchBackend {
  if (data.provider !== 'local' && data.remote) {
    return remoteBackend(data.provider, data.remote);
  }
  return localBackend(getLoader(data.manifestUrl, baseUrl), options);
}
