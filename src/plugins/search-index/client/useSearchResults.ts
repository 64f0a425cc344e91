/** Paged results of one query for the search page: the first page, then more on demand. */
import {useCallback, useEffect, useRef, useState} from 'react';
import {presentHit, type PresentedHit} from '../present';
import type {SearchBackend} from './backend';
import type {ContextSelection} from './loader';

export const HITS_PER_PAGE = 20;
/** Words of text around the first match in each result. */
const SNIPPET_WORDS = 36;

export interface SearchResultsState {
  status: 'idle' | 'loading' | 'done' | 'error';
  hits: PresentedHit[];
  nbHits: number;
  hasMore: boolean;
}

const IDLE: SearchResultsState = {status: 'idle', hits: [], nbHits: 0, hasMore: false};

export function useSearchResults(
  backend: SearchBackend,
  query: string,
  selection: ContextSelection,
  rewriteUrl: (url: string) => string,
): SearchResultsState & {loadMore: () => void} {
  const [state, setState] = useState<SearchResultsState>(IDLE);
  const nextPage = useRef(0);
  // Answers of an older query (or of a page being loaded) are dropped when a newer one starts.
  const generation = useRef(0);

  const fetchPage = useCallback(
    (page: number, replace: boolean) => {
      const current = ++generation.current;
      setState((previous) => ({...(replace ? IDLE : previous), status: 'loading'}));
      backend.search(query, selection, {page, hitsPerPage: HITS_PER_PAGE}).then(
        (result) => {
          if (current !== generation.current) {
            return;
          }
          nextPage.current = page + 1;
          const hits = result.hits.map((hit) =>
            presentHit(hit, {snippetWords: SNIPPET_WORDS, rewriteUrl}),
          );
          setState((previous) => {
            const all = replace ? hits : [...previous.hits, ...hits];
            return {
              status: 'done',
              hits: all,
              nbHits: result.nbHits,
              hasMore: all.length < result.nbHits,
            };
          });
        },
        () => {
          if (current === generation.current) {
            setState((previous) => ({...previous, status: 'error', hasMore: false}));
          }
        },
      );
    },
    [backend, query, selection, rewriteUrl],
  );

  useEffect(() => {
    if (query.trim()) {
      fetchPage(0, true);
    } else {
      generation.current += 1;
      setState(IDLE);
    }
  }, [query, fetchPage]);

  const loadMore = useCallback(() => {
    if (state.status === 'done' && state.hasMore) {
      fetchPage(nextPage.current, false);
    }
  }, [state.status, state.hasMore, fetchPage]);

  return {...state, loadMore};
}
