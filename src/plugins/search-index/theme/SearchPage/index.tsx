// The full search page (/search?q=…): every result with its place in the site and a snippet,
// the query and docs version kept in the URL, and more results loaded as the reader scrolls.
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import {
  getDocsVersionSearchTag,
  useDocsContextualSearchTags,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  useQueryString,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {useSearchBackend, useSearchGlobalData, useUrlRewriter} from '../../client/hooks';
import type {ContextSelection} from '../../client/loader';
import {errorTexts} from '../../client/translations';
import {useSearchResults} from '../../client/useSearchResults';
import {useReturnToPlace, useSavePlace} from './usePlace';
import NoResults from './NoResults';
import SearchResult from './SearchResult';
import styles from './styles.module.css';

/** The docs plugin whose versions the selector offers. */
const DOCS_PLUGIN_ID = 'default';
/** The modal's input limit, kept here so a query from the modal always fits. */
const MAX_QUERY_LENGTH = 64;

/**
 * A query string parameter as this render may show it. The page is built once, without a query
 * string, so the render that hydrates it must not show one either (React would find text that
 * does not match the server's and render the page again, logging an error); the parameter
 * applies from the next render on.
 */
function useHydratedQueryString<Setter>([value, setValue]: [string, Setter]): [string, Setter] {
  return [useIsBrowser() ? value : '', setValue];
}

/** The selected docs version: from the URL, else the reader's preferred one, else the latest. */
function useSelectedVersion(): [string, (name: string) => void] {
  const [fromUrl, setInUrl] = useHydratedQueryString(useQueryString('version'));
  const versions = useVersions(DOCS_PLUGIN_ID);
  const {preferredVersion} = useDocsPreferredVersion(DOCS_PLUGIN_ID);
  const latest = useLatestVersion(DOCS_PLUGIN_ID);
  const known = versions.some((v) => v.name === fromUrl);
  const selected = known ? fromUrl : (preferredVersion?.name ?? latest.name);
  return [selected, (name) => setInUrl(name)];
}

/** The contexts to search: this locale, pages other than docs, and the chosen docs version. */
function useSelection(version: string): ContextSelection {
  const {i18n} = useDocusaurusContext();
  const docsTags = useDocsContextualSearchTags();
  const versionTag = getDocsVersionSearchTag(DOCS_PLUGIN_ID, version);
  const ownPrefix = getDocsVersionSearchTag(DOCS_PLUGIN_ID, '');
  const otherTags = docsTags.filter((tag) => !tag.startsWith(ownPrefix)).join('|');
  return useMemo(
    () => ({
      languages: [i18n.currentLocale],
      tags: ['default', versionTag, ...otherTags.split('|').filter(Boolean)],
    }),
    [i18n.currentLocale, versionTag, otherTags],
  );
}

function useCountLabel(count: number): string {
  const {selectMessage} = usePluralForm();
  return selectMessage(
    count,
    translate(
      {
        id: 'theme.SearchPage.documentsFound.plurals',
        message: 'One document found|{count} documents found',
      },
      {count},
    ),
  );
}

/** Calls `onVisible` whenever the element given to the returned ref is in view. */
function useOnVisible(onVisible: () => void): (element: HTMLDivElement | null) => void {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!element) {
      return undefined;
    }
    // A new observer reports the current state at once, so a sentinel still in view after a
    // page of results has loaded asks for the next one.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        onVisible();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, onVisible]);
  return setElement;
}

/** Why there are no results: the static index or the search service could not be reached. */
function ErrorLine() {
  const {provider} = useSearchGlobalData();
  const {titleText, helpText} = errorTexts(
    provider === 'local' ? 'index-unreachable' : 'engine-unreachable',
  );
  return <>{`${titleText}. ${helpText}`}</>;
}

function VersionSelector({value, onChange}: {value: string; onChange: (name: string) => void}) {
  const versions = useVersions(DOCS_PLUGIN_ID);
  return (
    <label className={styles.version}>
      <Translate id="search.page.versionLabel">Docs version</Translate>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {versions.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function SearchPageContent(): ReactNode {
  const [queryString, setQuery] = useHydratedQueryString(useSearchQueryString());
  // A longer ?q= (typed into the address bar) is cut like the box cuts what is typed.
  const query = queryString.slice(0, MAX_QUERY_LENGTH);
  const [version, setVersion] = useSelectedVersion();
  const selection = useSelection(version);
  const backend = useSearchBackend({withText: true});
  const rewriteUrl = useUrlRewriter();
  const results = useSearchResults(backend, query, selection, rewriteUrl);
  // Back to this page (or a reload): the results the reader had, where they had scrolled to.
  const loaded = results.status === 'done' ? results.hits.length : 0;
  useSavePlace(query, version, loaded);
  useReturnToPlace(query, version, {...results, loaded});
  const sentinel = useOnVisible(results.loadMore);
  const countLabel = useCountLabel(results.nbHits);
  // Spaces alone search nothing (useSearchResults): the page shows its empty state.
  const title = query.trim()
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <main className="container margin-vert--lg">
      <PageMetadata
        title={title}
        description={translate({
          id: 'site.SearchPage.description',
          message:
            'Search the Docusaurus docs of every version, the community pages, the blog and the changelog.',
        })}
      />
      <Heading as="h1">{title}</Heading>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          className={styles.input}
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
          placeholder={translate({
            id: 'theme.SearchPage.inputPlaceholder',
            message: 'Type your search here',
          })}
          autoComplete="off"
          // The page exists to search: the box is what a reader came for.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <VersionSelector value={version} onChange={setVersion} />
      </form>
      <div className={styles.status} aria-live="polite">
        {results.status === 'done' && results.nbHits > 0 && countLabel}
        {results.status === 'done' && results.nbHits === 0 && <NoResults query={query} />}
        {results.status === 'error' && <ErrorLine />}
      </div>
      <div className={styles.results}>
        {results.hits.map((hit) => (
          <SearchResult key={hit.objectID} hit={hit} />
        ))}
      </div>
      {results.status === 'loading' && (
        <p className={styles.loading}>
          <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
        </p>
      )}
      {results.hasMore && <div ref={sentinel} className={styles.sentinel} />}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
