import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {tagTypes} from '@site/src/data/showcase';
import {
  parseFilterState,
  serializeFilterState,
  defaultFilterState,
  type FilterState,
} from './_utils';

/**
 * The showcase filter state, stored in the URL so a filtered view can be shared and survives a
 * reload. The prerendered HTML has no query string, so the first client render also uses the
 * defaults; the URL's filters apply right after hydration and the markup matches the server's.
 */
export function useShowcaseFilters(): [FilterState, (next: FilterState) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const search = isBrowser ? location.search : '';
  const state = useMemo(
    () => (search === '' ? defaultFilterState : parseFilterState(search, tagTypes)),
    [search],
  );
  const setState = useCallback(
    (next: FilterState) => {
      history.replace({...location, search: serializeFilterState(next, location.search)});
    },
    [history, location],
  );
  return [state, setState];
}
