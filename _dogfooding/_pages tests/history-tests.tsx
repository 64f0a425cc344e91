// Tests the router history (useHistory): push adds an entry, replace swaps the current one,
// state travels with an entry, and going back restores the previous location.
import React, {useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import TestPage from './_components/TestPage';

interface EntryState {
  readonly pushedAt?: number;
}

export default function HistoryTests(): React.JSX.Element {
  const history = useHistory<EntryState | undefined>();
  const location = useLocation<EntryState | undefined>();
  // The static HTML was rendered without a query string or entry state: the first render in the
  // browser must match it, so what the URL carries shows once the page has hydrated.
  const hydrated = useIsBrowser();
  const search = hydrated ? location.search : '';
  const pushedAt = hydrated ? location.state?.pushedAt : undefined;
  const step = Number(new URLSearchParams(search).get('step') ?? 0);
  // The server has no browser history: read the entry count after hydration, on each move.
  const [entries, setEntries] = useState<number | null>(null);
  useEffect(() => setEntries(window.history.length), [location]);
  return (
    <TestPage
      title="History tests"
      tests="client-side history: push adds an entry, replace changes the current entry in place, state is kept with an entry and back returns to the previous one.">
      <dl>
        <dt>Search string</dt>
        <dd data-testid="history-search">{search || '(empty)'}</dd>
        <dt>Entry state</dt>
        <dd data-testid="history-state">
          {pushedAt !== undefined ? `step ${pushedAt}` : '(none)'}
        </dd>
        <dt>Entries in this tab</dt>
        <dd data-testid="history-length">{entries ?? '…'}</dd>
      </dl>
      {/* Three buttons do not fit a phone's width in one row: they wrap. */}
      <div style={{display: 'flex', flexWrap: 'wrap', gap: '0.5rem'}}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => history.push({search: `?step=${step + 1}`, state: {pushedAt: step + 1}})}>
          Push step {step + 1}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => history.replace({search: `?step=${step}&replaced=true`})}>
          Replace the current entry
        </button>
        <button type="button" className="button button--secondary" onClick={() => history.goBack()}>
          Back
        </button>
      </div>
    </TestPage>
  );
}
