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
 * The error screen: the index could not be fetched, or (under `docusaurus start`) no build has
 * written one yet.
 */
export function errorTexts(indexMissingInDev: boolean): ErrorTexts {
  if (indexMissingInDev) {
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
  }
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

export function modalTranslations(
  indexMissingInDev: boolean,
): NonNullable<DocSearchTranslations['modal']> {
  const missing = indexMissingInDev ? errorTexts(true) : null;
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
    errorScreen: errorTexts(indexMissingInDev),
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
    noResultsScreen: {
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
    },
  };
}
