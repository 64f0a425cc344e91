/**
 * Stands in for the framework's normalizeLocation (alias in ../index.ts), which runs before a
 * navigation preloads anything: `/page.html` and `/page/index.html` render `/page`, unless a
 * route was written with that `.html` path. The framework decided by matching the route table;
 * with sections that load on demand (routeSections.ts) the routes of an unloaded section are not
 * in it yet, so the section routes written with `.html` are listed apart (sectionHtmlPaths) and
 * checked too. Results are remembered per pathname.
 *
 * A page first opened at such a path (a static host serves `/page/index.html` as the file) gets
 * the clean address before the app starts: this module is evaluated before the router is
 * created. The router alone rendered the right page, but the navbar, the sidebar and other parts
 * that read the address saw the suffix and rendered differently from the server-rendered page:
 * hydration failed, and React showed the page twice. Likewise `/page` served as `page.html` gets
 * `/page.html` when that is the page's route. Query and hash are kept; no history entry is added.
 */
import {matchPath} from 'react-router';
import {matchRoutes} from 'react-router-config';
import routes, {sectionHtmlPaths} from '@generated/routes';

type Location = {pathname: string};

const normalized = new Map<string, string>();

function isExactRoute(pathname: string): boolean {
  return (
    matchRoutes(routes, pathname).some(({route}) => route.exact === true) ||
    sectionHtmlPaths.some((path) => matchPath(pathname, {path, exact: true}) !== null)
  );
}

export default function normalizeLocation<T extends Location>(location: T): T {
  let pathname = normalized.get(location.pathname);
  if (pathname === undefined) {
    pathname = isExactRoute(location.pathname)
      ? location.pathname
      : location.pathname.trim().replace(/(?:\/index)?\.html$/, '') || '/';
    normalized.set(location.pathname, pathname);
  }
  return pathname === location.pathname ? location : {...location, pathname};
}

/**
 * The address the page served at `pathname` was rendered for. Static hosts also answer `/page`
 * with a `page.html` file: that is a route written with `.html` (the test blog's html-slug.html),
 * and its canonical link says so. Otherwise the router would show not-found over that page.
 */
function firstLoadPathname(pathname: string): string {
  const clean = normalizeLocation({pathname}).pathname;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical || isExactRoute(clean)) {
    return clean;
  }
  const rendered = new URL(canonical, window.location.href).pathname;
  return rendered === `${clean}.html` && isExactRoute(rendered) ? rendered : clean;
}

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const target = firstLoadPathname(pathname);
  if (target !== pathname) {
    window.history.replaceState(window.history.state, '', `${target}${search}${hash}`);
  }
}
