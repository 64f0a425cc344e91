/** Which page a URL shows, whatever letters it is written in (./preload.ts). */
export type Match = {route: {path?: string | string[]; exact?: boolean}; match: {isExact: boolean}};

/**
 * The path of the page a URL shows, where its HTML is: the path of the exact route it matches
 * when that path is a plain one. Routes match without regard to case, so "/Docs/Installation"
 * shows /docs/installation, while a static host has no file at the URL as typed and answers 404.
 * A URL whose route has parameters or is a prefix is its own page.
 */
export function pagePathOf(pathname: string, matches: readonly Match[]): string {
  const leaf = matches.at(-1);
  const path = leaf?.route.path;
  const plain = typeof path === 'string' && !/[:*(]/.test(path);
  return plain && leaf!.route.exact && leaf!.match.isExact ? path : pathname;
}

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/** Whether one of the URL's `variants` names `page` in other letters (a trailing slash aside). */
export function isOtherCase(page: string, variants: readonly string[]): boolean {
  return variants.some((variant) => {
    const path = withoutTrailingSlash(variant);
    return path !== page && path.toLowerCase() === page.toLowerCase();
  });
}
