/**
 * The modal's texts, loaded with the modal (the button's label is in SearchButton, which every
 * page loads). The ids are those of the official search theme, whose translations the
 * plugin loads for every locale (see getDefaultCodeTranslationMessages in ../index.ts).
 */
import {translate} from '@docusaurus/Translate';
import type {DocSearchTranslations} from '@docsearch/react';

export function searchPlaceholder(): string {
  return translate({
    id: 'theme.SearchModal.placeholder',
    message: 'Search docs',
  });
}

export interface ErrorTexts {
  titleText: string;
  helpText: string;
}

/**
 * Why results could not be fetched: under `docusaurus start` no build has written an index yet;
 * the static index could not be fetched (offline, or a deploy replaced it); or the search
 * service of SEARCH_PROVIDER (Typesense, Meilisearch) did not answer.
 */
export type ErrorCause = 'index-missing-in-dev' | 'index-unreachable' | 'engine-unreachable';

/** The error screen of the modal and the error line of the search page. */
export function errorTexts(cause: ErrorCause): ErrorTexts {
  switch (cause) {
    case 'index-missing-in-dev':
      return {
        titleText: translate({
          id: 'search.devMode.missingIndexTitle',
          message: 'The search index has not been built yet',
          description: 'Title shown in the search modal of the dev server when there is no index',
        }),
        helpText: translate({
          id: 'search.devMode.missingIndexHelp',
          message:
            'Search reads the index written by a production build. Run "npm run build" once; the dev server then serves the index of the last build.',
          description: 'Help shown in the search modal of the dev server when there is no index',
        }),
      };
    case 'engine-unreachable':
      return {
        titleText: translate({
          id: 'search.engineDown.title',
          message: 'Search is unavailable right now',
          description:
            'Title shown when the search service (Typesense, Meilisearch) does not answer',
        }),
        helpText: translate({
          id: 'search.engineDown.help',
          message:
            'The search service did not answer. Try again in a moment; meanwhile every page is reachable from the navbar and the sidebars.',
          description:
            'Help shown when the search service (Typesense, Meilisearch) does not answer',
        }),
      };
    case 'index-unreachable':
      return {
        titleText: translate({
          id: 'theme.SearchModal.errorScreen.titleText',
          message: 'Unable to fetch results',
        }),
        helpText: translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
        }),
      };
  }
}

export function modalTranslations(cause: ErrorCause): NonNullable<DocSearchTranslations['modal']> {
  const missing = cause === 'index-missing-in-dev' ? errorTexts(cause) : null;
  return {
    searchBox: {
      resetButtonTitle: translate({
        id: 'theme.SearchModal.searchBox.resetButtonTitle',
        message: 'Clear the query',
      }),
      cancelButtonText: translate({
        id: 'theme.SearchModal.searchBox.cancelButtonText',
        message: 'Cancel',
      }),
    },
    startScreen: {
      recentSearchesTitle: translate({
        id: 'theme.SearchModal.startScreen.recentSearchesTitle',
        message: 'Recent',
      }),
      noRecentSearchesText: missing
        ? `${missing.titleText}. ${missing.helpText}`
        : translate({
            id: 'theme.SearchModal.startScreen.noRecentSearchesText',
            message: 'No recent searches',
          }),
      saveRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
        message: 'Save this search',
      }),
      removeRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
        message: 'Remove this search from history',
      }),
      favoriteSearchesTitle: translate({
        id: 'theme.SearchModal.startScreen.favoriteSearchesTitle',
        message: 'Favorite',
      }),
      removeFavoriteSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove this search from favorites',
      }),
    },
    errorScreen: errorTexts(cause),
    footer: {
      selectText: translate({
        id: 'theme.SearchModal.footer.selectText',
        message: 'to select',
      }),
      selectKeyAriaLabel: translate({
        id: 'theme.SearchModal.footer.selectKeyAriaLabel',
        message: 'Enter key',
      }),
      navigateText: translate({
        id: 'theme.SearchModal.footer.navigateText',
        message: 'to navigate',
      }),
      navigateUpKeyAriaLabel: translate({
        id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel',
        message: 'Arrow up',
      }),
      navigateDownKeyAriaLabel: translate({
        id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel',
        message: 'Arrow down',
      }),
      closeText: translate({
        id: 'theme.SearchModal.footer.closeText',
        message: 'to close',
      }),
      closeKeyAriaLabel: translate({
        id: 'theme.SearchModal.footer.closeKeyAriaLabel',
        message: 'Escape key',
      }),
    },
    noResultsScreen: noResultsTexts(),
  };
}

/**
 * What the modal shows when nothing matches; the search page shows the report line too. A query
 * the site should answer is then a click from an issue (the `missingResultsUrl` option).
 */
export function noResultsTexts() {
  return {
    noResultsText: translate({
      id: 'theme.SearchModal.noResultsScreen.noResultsText',
      message: 'No results for',
    }),
    suggestedQueryText: translate({
      id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
      message: 'Try searching for',
    }),
    reportMissingResultsText: translate({
      id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
      message: 'Believe this query should return results?',
    }),
    reportMissingResultsLinkText: translate({
      id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
      message: 'Let us know.',
    }),
  };
}

/** The page where a reader reports a query that found nothing, titled with the query. */
export function missingResultsHref(missingResultsUrl: string, query: string): string {
  return `${missingResultsUrl}${encodeURIComponent(`Search: no results for "${query}"`)}`;
}
