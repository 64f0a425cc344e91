/**
 * Whether the HTML the browser is hydrating is the static not-found page.
 *
 * A server answers every unknown URL with the one 404.html, which was rendered for the path
 * `/404.html`. Under /docs/3.8.1/ or /docs/3.7.0/, the client renders that URL through the docs
 * version it names, so anything whose text depends on the path (the version dropdown's label)
 * would hydrate other text than the server wrote. The not-found page marks its <html> element
 * (src/theme/NotFound); this reads the mark once, before React touches the document.
 */
export const STATIC_NOT_FOUND_ATTRIBUTE = 'data-static-not-found';

/** The path the static not-found page was rendered for, under the site's base URL. */
export const STATIC_NOT_FOUND_PATH = '404.html';

export const hydratingStaticNotFound: boolean =
  typeof document !== 'undefined' &&
  document.documentElement.hasAttribute(STATIC_NOT_FOUND_ATTRIBUTE);
