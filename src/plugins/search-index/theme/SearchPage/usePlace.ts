/**
 * The reader's place in the search page's results, kept for each history entry so that Back (or
 * a reload) returns to it. Results arrive after the page renders and more load as the reader
 * scrolls, so the browser's own scroll restoration finds a short page and the framework scrolls
 * a new route to the top: without this, Back from a result showed the first 20 results from the
 * top. The place is saved as the reader scrolls and as results load; on return the page loads
 * as many results as were shown and scrolls back once they are in.
 */
import {useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';
import {parsePlace, type SearchPlace} from './place';

/** One slot a history entry (its key; a page opened directly has none) and query string. */
function placeSlot(entryKey: string | undefined, search: string) {
  return createStorageSlot(`docusaurus.searchPage.place|${entryKey ?? ''}|${search}`, {
    persistence: 'sessionStorage',
  });
}

/** Saves the current place while the page shows `loaded` results of `query`. */
export function useSavePlace(query: string, version: string, loaded: number): void {
  const location = useLocation();
  const {key, pathname, search} = location;
  useEffect(() => {
    if (!query.trim() || loaded === 0) {
      return undefined;
    }
    const slot = placeSlot(key, search);
    const save = () => {
      // A scroll that comes after the reader has left (the next page scrolling to its top) is
      // not the search page's.
      if (window.location.pathname === pathname && window.location.search === search) {
        slot.set(JSON.stringify({query, version, loaded, scrollY: window.scrollY}));
      }
    };
    save();
    // Browsers send at most one scroll event a frame.
    window.addEventListener('scroll', save, {passive: true});
    return () => window.removeEventListener('scroll', save);
  }, [key, pathname, search, query, version, loaded]);
}

/** What the reader does to scroll or leave: the page stops taking them back then. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

interface Results {
  status: string;
  loaded: number;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * Takes the reader back to the place saved for this history entry: loads result pages until as
 * many are shown as then, and scrolls to where they were. The place is read when the page mounts,
 * before this visit saves its own; it applies to the same query and docs version only, and stops
 * as soon as the reader scrolls, types or clicks.
 */
export function useReturnToPlace(query: string, version: string, results: Results): void {
  const {key, search} = useLocation();
  const place = useRef<SearchPlace | null>(null);
  useEffect(() => {
    place.current = parsePlace(placeSlot(key, search).get());
    const stop = () => {
      place.current = null;
    };
    READER_INPUT.forEach((type) => window.addEventListener(type, stop, {passive: true}));
    return () => READER_INPUT.forEach((type) => window.removeEventListener(type, stop));
    // The entry this page was mounted for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const {status, loaded, hasMore, loadMore} = results;
  useEffect(() => {
    const target = place.current;
    // Before hydration shows the query, there is nothing to compare with.
    if (!target || !query.trim()) {
      return;
    }
    if (target.query !== query || target.version !== version) {
      place.current = null;
    } else if (status === 'done') {
      if (loaded < target.loaded && hasMore) {
        loadMore();
      } else {
        window.scrollTo(0, target.scrollY);
        place.current = null;
      }
    }
  }, [query, version, status, loaded, hasMore, loadMore]);
}
