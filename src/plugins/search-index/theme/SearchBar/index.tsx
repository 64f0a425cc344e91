// The navbar search: DocSearch's own button and modal (keyboard shortcuts, recent searches,
// grouped hits), answered by our offline index through `transformSearchClient` instead of a
// hosted service. The classic theme's SearchBar renders nothing, so this is not a wrapper.
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {
  DocSearchButton,
  DocSearchModal,
  useDocSearchKeyboardEvents,
  type DocSearchModalProps,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import {localSearchTransform} from '../../client/algoliaClient';
import {
  useSearchBackend,
  useSearchGlobalData,
  useSearchPageUrl,
  useUrlRewriter,
} from '../../client/hooks';
import type {ContextSelection} from '../../client/loader';
import {
  buttonTranslations,
  errorTexts,
  modalTranslations,
  searchPlaceholder,
} from '../../client/translations';
import ErrorScreen from './ErrorScreen';
import '@docsearch/css';
import './styles.css';

/** Key of the recent and favourite searches DocSearch keeps in local storage. */
const INDEX_NAME = 'docusaurus-local';

type IndexState = 'unknown' | 'ready' | 'missing';

/** On <body> while the error screen replaces DocSearch's results (see styles.css). */
const UNREACHABLE_CLASS = 'search-index-unreachable';

function useContextSelection(): ContextSelection {
  const {locale, tags} = useContextualSearchFilters();
  const tagKey = tags.join('|');
  return useMemo(() => ({languages: [locale], tags: tagKey.split('|')}), [locale, tagKey]);
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

export default function SearchBar(): ReactNode {
  const {isDev, missingResultsUrl} = useSearchGlobalData();
  const backend = useSearchBackend({withText: false});
  const rewriteUrl = useUrlRewriter();
  const selection = useContextSelection();
  const history = useHistory();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [indexState, setIndexState] = useState<IndexState>('unknown');
  // False from a search that could not fetch the index until the next one that could.
  const [reachable, setReachable] = useState(true);
  const [dropdown, setDropdown] = useState<Element | null>(null);

  // Hover, focus, touch or a shortcut show intent: only then is the index fetched.
  const preload = useCallback(() => {
    backend.preload(selection).then(
      () => setIndexState('ready'),
      () => setIndexState('missing'),
    );
  }, [backend, selection]);

  // Where the page was scrolled when the modal opened; DocSearch restores it on close.
  const scrollY = useRef(0);
  const open = useCallback(() => {
    preload();
    scrollY.current = window.scrollY;
    setIsOpen(true);
  }, [preload]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  // A letter typed while the button has focus opens the modal with that letter in the box.
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    onInput,
    searchButtonRef: buttonRef,
  });

  const transformSearchClient = useMemo(
    () => localSearchTransform(backend, rewriteUrl, setReachable),
    [backend, rewriteUrl],
  );
  const showError = isOpen && !reachable;

  // The error screen goes into DocSearch's result area, whose "no results" screen it hides.
  useEffect(() => {
    setDropdown(isOpen ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [isOpen]);
  useEffect(() => {
    document.body.classList.toggle(UNREACHABLE_CLASS, showError);
    return () => document.body.classList.remove(UNREACHABLE_CLASS);
  }, [showError]);
  const navigator = useMemo(
    () => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}),
    [history],
  );
  const resultsFooterComponent = useResultsFooter(close);
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
  const indexMissingInDev = isDev && indexState === 'missing';
  const translations = useMemo(() => modalTranslations(indexMissingInDev), [indexMissingInDev]);
  const placeholder = useMemo(() => searchPlaceholder(), []);
  const missingResults = useMemo(
    () =>
      missingResultsUrl
        ? {
            getMissingResultsUrl: ({query}: {query: string}) =>
              `${missingResultsUrl}${encodeURIComponent(`Search: no results for "${query}"`)}`,
          }
        : {},
    [missingResultsUrl],
  );

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onClick={open}
        onMouseOver={preload}
        onFocus={preload}
        onTouchStart={preload}
        translations={buttonTranslations()}
      />
      {isOpen &&
        createPortal(
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
            initialScrollY={scrollY.current}
            onClose={close}
            translations={translations}
            {...missingResults}
          />,
          document.body,
        )}
      {showError && dropdown && (
        <ErrorScreen container={dropdown} texts={errorTexts(indexMissingInDev)} />
      )}
    </>
  );
}
