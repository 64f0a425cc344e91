import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * A state kept in the URL's query string, so a view can be shared and survives a reload and
 * the Back button. A prerendered page has no query string, so the render that hydrates it uses
 * `defaults` too (its markup matches the server's); the URL's state applies right after.
 * `parse` reads the state from `location.search`; `serialize` writes it into the current
 * search, keeping unrelated parameters. Changes replace the history entry.
 */
export function useQueryState<State>(
  defaults: State,
  parse: (search: string) => State,
  serialize: (state: State, search: string) => string,
): [State, (next: State) => void] {
  const location = useLocation();
  const history = useHistory();
  const search = useIsBrowser() ? location.search : '';
  const state = useMemo(
    () => (search === '' ? defaults : parse(search)),
    [search, defaults, parse],
  );
  const setState = useCallback(
    (next: State) => history.replace({...location, search: serialize(next, location.search)}),
    [history, location, serialize],
  );
  return [state, setState];
}
