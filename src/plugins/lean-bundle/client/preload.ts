/**
 * Stands in for the framework's client preload (alias in ../index.ts): before a page renders,
 * the first time and on every navigation, load the route sections its URL falls under
 * (routeSections.ts), then the components of the routes it matches. A section or component that
 * fails to load rejects the promise, as a component did before: on navigation the framework then
 * loads the page in full. So does a page whose static blocks cannot be fetched
 * (../../static-blocks), which come from the page the route stands for (pagePathOf). A page
 * opened at its address in other letters is loaded again at its own.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {loadMissingStaticBlocks} from '../../static-blocks/client/preloadHook';
import {isOtherCase, pagePathOf} from './pagePath';
import {loadRoutesFor, type Route} from './routeSections';

/** The pathname as it came and decoded, as routes may be written either way. */
export function pathVariants(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: match the pathname as it is.
  }
  return [...new Set([pathname, decoded])];
}

/** Whether the next preload is the first one: the page the browser opened, before it hydrates. */
let opening = true;

export default async function preload(pathname: string): Promise<unknown[]> {
  const table = routes as unknown as Route[];
  const variants = pathVariants(pathname);
  await Promise.all(variants.map((variant) => loadRoutesFor(table, variant)));
  const matches = variants.map((variant) => matchRoutes(table, variant));
  const loaded = await Promise.all(
    matches
      .flat()
      .map(({route}) => (route.component as {preload?: () => Promise<unknown>}).preload?.()),
  );
  const page = pagePathOf(pathname, matches.find((chain) => chain.length > 0) ?? []);
  if (opening && isOtherCase(page, variants)) {
    // The page opened at its address in other letters: the host answered with its not-found
    // page, which the app cannot hydrate as this page. Load the page at its own address.
    window.location.replace(`${page}${window.location.search}${window.location.hash}`);
    return new Promise<never>(() => {});
  }
  opening = false;
  // A page reached without its server markup needs its static blocks' HTML before it renders;
  // each route's preload resolves to the modules it loaded.
  await loadMissingStaticBlocks(page, loaded.flat());
  return loaded;
}
