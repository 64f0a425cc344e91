/**
 * `replaceSearchResultPathname` of the plugin options, as a function. Its own module: the search
 * bar, on every page, needs it without the highlighting code of present.ts.
 */
export function urlRewriter(rule: {from: string; to: string} | null): (url: string) => string {
  if (!rule) {
    return (url) => url;
  }
  // The pattern comes from the site configuration, never from a reader.
  const pattern = new RegExp(rule.from);
  return (url) => url.replace(pattern, rule.to);
}
