/**
 * Suggestions under the not-found message: the same page in other docs versions, pages with a
 * similar path, and a search prefilled from the path. The page index is loaded only here, on
 * demand, and the list is computed from the browser's URL after hydration.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchQueryFromPath, suggestRoutes, type Suggestion} from './suggest';
import styles from './styles.module.css';

function useSuggestions(pathname: string): Suggestion[] | undefined {
  const [suggestions, setSuggestions] = useState<Suggestion[]>();
  useEffect(() => {
    let cancelled = false;
    import('@generated/site-route-index/default/route-index.json')
      .then(({default: index}) => {
        if (!cancelled) {
          setSuggestions(suggestRoutes(pathname, index));
        }
      })
      .catch(() => {
        // Without the index, the search link below is still there.
        if (!cancelled) {
          setSuggestions([]);
        }
      });
    return () => {
      cancelled = true;
    };
  }, [pathname]);
  return suggestions;
}

function SuggestionLink({item}: {item: Suggestion}): ReactNode {
  return (
    <li>
      <Link to={item.path}>{item.title}</Link>
      {item.versionLabel && (
        <span className={styles.version}>
          <Translate
            id="site.notFound.suggestion.version"
            description="Docs version of a page suggested on the not-found page"
            values={{version: item.versionLabel}}>
            {'version {version}'}
          </Translate>
        </span>
      )}
    </li>
  );
}

export default function NotFoundSuggestions(): ReactNode {
  const {pathname} = useLocation();
  const suggestions = useSuggestions(pathname);
  const searchUrl = useBaseUrl('/search');
  // The 404 page is rendered once at build time for every missing URL: what depends on the
  // URL appears once the browser knows it.
  if (suggestions === undefined) {
    return null;
  }
  const query = searchQueryFromPath(pathname);
  const titleId = 'not-found-suggestions';
  return (
    <section className={styles.suggestions} aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} className={styles.title}>
        {suggestions.length > 0
          ? translate({
              id: 'site.notFound.suggestions.title',
              message: 'Were you looking for one of these pages?',
              description: 'Heading of the list of similar pages on the not-found page',
            })
          : translate({
              id: 'site.notFound.suggestions.searchTitle',
              message: 'Try a search',
              description: 'Heading on the not-found page when no similar page was found',
            })}
      </Heading>
      {suggestions.length > 0 && (
        <ul className={styles.list}>
          {suggestions.map((item) => (
            <SuggestionLink key={item.path} item={item} />
          ))}
        </ul>
      )}
      <p>
        <Link to={query ? `${searchUrl}?q=${encodeURIComponent(query)}` : searchUrl}>
          {query
            ? translate(
                {
                  id: 'site.notFound.search.withQuery',
                  message: 'Search the site for “{query}”',
                  description: 'Link to the search page, prefilled from the missing URL',
                },
                {query},
              )
            : translate({
                id: 'site.notFound.search',
                message: 'Search the site',
                description: 'Link to the search page from the not-found page',
              })}
        </Link>
      </p>
    </section>
  );
}
