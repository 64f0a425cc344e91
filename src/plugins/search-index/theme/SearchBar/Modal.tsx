// DocSearch's modal (recent searches, grouped hits, keyboard navigation), answered by our
// index through `transformSearchClient` instead of a hosted service. Loaded by the search bar
// when the reader shows intent to search, so that no page pays for it up front.
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal, type DocSearchModalProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {localSearchTransform} from '../../client/algoliaClient';
import type {SearchBackend} from '../../client/backend';
import {useSearchGlobalData, useSearchPageUrl, useUrlRewriter} from '../../client/hooks';
import type {ContextSelection} from '../../client/loader';
import {
  errorTexts,
  missingResultsHref,
  modalTranslations,
  searchPlaceholder,
} from '../../client/translations';
import useDialog from './dialog';
import ErrorScreen from './ErrorScreen';
import useFocusTrap from './useFocusTrap';
import useResultsStatus from './useResultsStatus';

/** Key of the recent and favourite searches DocSearch keeps in local storage. */
const INDEX_NAME = 'docusaurus-local';

/** On <body> while the error screen replaces DocSearch's results (see styles.css). */
const UNREACHABLE_CLASS = 'search-index-unreachable';

export interface ModalProps {
  backend: SearchBackend;
  selection: ContextSelection;
  initialQuery: string | undefined;
  initialScrollY: number;
  /** Under `docusaurus start` with no index built yet: say so instead of a network error. */
  indexMissingInDev: boolean;
  onClose: () => void;
}

/**
 * Puts `values` in DocSearch's box one after the other, as if the reader had typed them: its input
 * is React-controlled, so each goes through the native setter and an input event.
 */
function typeInto(input: HTMLInputElement, values: readonly string[]): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const value of values) {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
}

/**
 * Makes DocSearch run the query in its box again, as if the reader had typed it: the value is
 * changed and back (an unchanged value would not count as a change).
 */
function searchAgain(): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input?.value) {
    return;
  }
  const query = input.value;
  // Setting the value moves the caret to the end: the reader's caret or selection is put back,
  // so that typing over a selected query (as Ctrl+A then a word) replaces it, not appends to it.
  const {selectionStart, selectionEnd, selectionDirection} = input;
  typeInto(input, [`${query} `, query]);
  if (selectionStart !== null && selectionEnd !== null) {
    input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  }
}

/**
 * Empties the box when it holds only spaces: DocSearch would search them and say "No results for
 * '  '", where an empty box shows the recent searches.
 */
function useNoBlankQuery(): void {
  useEffect(() => {
    const onInput = (event: Event) => {
      const input = event.target;
      if (
        input instanceof HTMLInputElement &&
        input.classList.contains('DocSearch-Input') &&
        input.value !== '' &&
        input.value.trim() === ''
      ) {
        typeInto(input, ['']);
      }
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, []);
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function useResultsFooter(onClose: () => void): DocSearchModalProps['resultsFooterComponent'] {
  const searchPageUrl = useSearchPageUrl();
  return useCallback<NonNullable<DocSearchModalProps['resultsFooterComponent']>>(
    ({state}) => {
      const count = typeof state.context.nbHits === 'number' ? state.context.nbHits : 0;
      return (
        <Link to={searchPageUrl(state.query)} onClick={onClose}>
          <Translate id="theme.SearchBar.seeAll" values={{count}}>
            {'See all {count} results'}
          </Translate>
        </Link>
      );
    },
    [onClose, searchPageUrl],
  );
}

export default function Modal({
  backend,
  selection,
  initialQuery,
  initialScrollY,
  indexMissingInDev,
  onClose,
}: ModalProps): ReactNode {
  const {missingResultsUrl, provider} = useSearchGlobalData();
  const errorCause = indexMissingInDev
    ? 'index-missing-in-dev'
    : provider === 'local'
      ? 'index-unreachable'
      : 'engine-unreachable';
  const rewriteUrl = useUrlRewriter();
  const history = useHistory();
  // False from a search that could not fetch the index until the next one that could.
  const [reachable, setReachable] = useState(true);
  const [dropdown, setDropdown] = useState<Element | null>(null);

  const transformSearchClient = useMemo(
    () => localSearchTransform(backend, rewriteUrl, setReachable),
    [backend, rewriteUrl],
  );

  // The error screen goes into DocSearch's result area, whose "no results" screen it hides.
  useEffect(() => {
    setDropdown(document.querySelector('.DocSearch-Dropdown'));
  }, []);
  // The first answers can come from headings alone while the page text is still being indexed
  // (BackendOptions.withText): once it is, the query in the box runs again, so the hits and the
  // "See all" count are those of the search page. Not once the reader has moved through the hits
  // with the arrow keys: the new list would take the selection from under them (Enter opened the
  // first hit instead of the chosen one); their next keystroke searches the whole text anyway.
  useEffect(() => {
    let open = true;
    let choosing = false;
    const onKeyDown = (event: KeyboardEvent) => {
      choosing =
        event.key === 'ArrowDown' || event.key === 'ArrowUp' || (choosing && event.key === 'Enter');
    };
    document.addEventListener('keydown', onKeyDown, true);
    backend.complete(selection).then(
      () => open && !choosing && searchAgain(),
      () => {},
    );
    return () => {
      open = false;
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [backend, selection]);
  useEffect(() => {
    document.body.classList.toggle(UNREACHABLE_CLASS, !reachable);
    return () => document.body.classList.remove(UNREACHABLE_CLASS);
  }, [reachable]);
  const navigator = useMemo(
    () => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}),
    [history],
  );
  const resultsFooterComponent = useResultsFooter(onClose);
  useFocusTrap('.DocSearch-Modal');
  useNoBlankQuery();
  // DocSearch rebuilds its autocomplete (and empties the box) whenever one of these changes
  // identity, so each is kept stable across renders.
  const searchParameters = useMemo(
    () => ({
      facetFilters: [
        (selection.languages ?? []).map((language) => `language:${language}`),
        (selection.tags ?? []).map((tag) => `docusaurus_tag:${tag}`),
      ],
    }),
    [selection],
  );
  const translations = useMemo(() => modalTranslations(errorCause), [errorCause]);
  const placeholder = useMemo(() => searchPlaceholder(), []);
  useDialog('.DocSearch-Modal', placeholder);
  useResultsStatus('.DocSearch-Modal');
  const missingResults = useMemo(
    () =>
      missingResultsUrl
        ? {
            getMissingResultsUrl: ({query}: {query: string}) =>
              missingResultsHref(missingResultsUrl, query),
          }
        : {},
    [missingResultsUrl],
  );

  return (
    <>
      {createPortal(
        <DocSearchModal
          // DocSearch builds an Algolia client from these; it never sends a request, as
          // transformSearchClient replaces its search with ours.
          appId="local"
          apiKey="local"
          indexName={INDEX_NAME}
          placeholder={placeholder}
          searchParameters={searchParameters}
          transformSearchClient={transformSearchClient}
          navigator={navigator}
          hitComponent={Hit}
          resultsFooterComponent={resultsFooterComponent}
          initialQuery={initialQuery}
          initialScrollY={initialScrollY}
          onClose={onClose}
          translations={translations}
          {...missingResults}
        />,
        document.body,
      )}
      {!reachable && dropdown && (
        <ErrorScreen container={dropdown} texts={errorTexts(errorCause)} />
      )}
    </>
  );
}
