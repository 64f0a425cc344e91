/**
 * Whether links that the server drew from the page's URL lack something of the URL the page was
 * opened at: its query string or hash, which static HTML cannot know, or its path on the static
 * not-found page (served for any unknown URL, rendered for /404.html). Hydration keeps the
 * server's `href` attributes, so a component whose links carry these (the version and language
 * menus) mounts again once React runs in the browser, when this is true. Read once, before React
 * touches the document.
 */
import {hydratingStaticNotFound} from './staticNotFound';

export const serverLinksDiffer: boolean =
  typeof window !== 'undefined' &&
  (hydratingStaticNotFound || window.location.search !== '' || window.location.hash !== '');
