/**
 * What the relevance benchmark asks of a search provider: for a query, the pages a reader sees,
 * in order, in the modal and on the search page. It is built on SearchBackend, so the local
 * index and the remote engines (Algolia, Typesense, Meilisearch) are scored the same way.
 */
import {DOCSEARCH_HITS_PER_PAGE, docSearchDisplayOrder, modalRecords} from '../modalGroups';
import type {SearchBackend} from './backend';
import type {ContextSelection} from './loader';
import {HITS_PER_PAGE} from './useSearchResults';

export interface PageRankings {
  /** Pages of the modal's rows, top to bottom. */
  modal: string[];
  /** Pages of the search page's results, top to bottom (its first batch). */
  page: string[];
}

export interface RankingSource {
  readonly name: string;
  rank(query: string): Promise<PageRankings>;
}

export interface RankingOptions {
  name: string;
  /** The contexts searched: what the search bar searches on the reader's page. */
  selection: ContextSelection;
  /**
   * Whether the modal is ours, which groups hits by page before DocSearch lays them out. With
   * SEARCH_PROVIDER=algolia it is the official theme's, which hands DocSearch the raw hits.
   */
  groupsByPage: boolean;
}

export function rankingSource(
  backend: SearchBackend,
  {name, selection, groupsByPage}: RankingOptions,
): RankingSource {
  return {
    name,
    async rank(query) {
      // One request covers both lists: the modal's grouping asks for twice its 20 hits.
      const {hits} = await backend.search(query, selection, {
        page: 0,
        hitsPerPage: 2 * DOCSEARCH_HITS_PER_PAGE,
      });
      const modal = groupsByPage
        ? modalRecords(hits)
        : docSearchDisplayOrder(hits.slice(0, DOCSEARCH_HITS_PER_PAGE).map((hit) => hit.record));
      return {
        modal: modal.map((record) => record.url_without_anchor),
        page: hits.slice(0, HITS_PER_PAGE).map((hit) => hit.record.url_without_anchor),
      };
    },
  };
}
