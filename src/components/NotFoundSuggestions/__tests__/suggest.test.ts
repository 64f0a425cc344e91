import {describe, expect, it} from 'vitest';
import {
  editDistance,
  normalizePath,
  searchQueryFromPath,
  similarity,
  suggestRoutes,
  type RouteIndex,
} from '../suggest';

const CASCADE = 'api/plugins/@docusaurus/plugin-css-cascade-layers';

/** Three docs versions like the site's (3.7.0 lacks the cascade layers page), a blog and pages. */
function siteIndex(): RouteIndex {
  const versions = [
    {label: 'Canary 🚧', path: '/docs', base: '/docs'},
    {label: '3.8.1', path: '/docs/3.8.1', base: '/docs'},
    {label: '3.7.0', path: '/docs/3.7.0', base: '/docs'},
    {label: 'Next', path: '/community', base: '/community'},
  ];
  const docs: [string, string][] = [
    ['', 'Introduction'],
    ['installation', 'Installation'],
    ['configuration', 'Configuration'],
    ['cli', 'CLI'],
    ['i18n/introduction', 'i18n - Introduction'],
    ['guides/markdown-features/tabs', 'Tabs'],
    [CASCADE, 'CSS Cascade Layers plugin'],
    ['api/plugins/@docusaurus/plugin-content-docs', 'Docs plugin'],
  ];
  const routes: RouteIndex['routes'] = [];
  versions.slice(0, 3).forEach((version, index) => {
    for (const [slug, title] of docs) {
      if (index === 2 && slug === CASCADE) {
        continue;
      }
      routes.push({path: `${version.path}/${slug}`, title, version: index});
    }
  });
  routes.push(
    {path: '/community/support', title: 'Support', version: 3},
    {path: '/blog/releases/3.8', title: 'Docusaurus 3.8'},
    {path: '/blog/2021/03/09/releasing-docusaurus-i18n', title: 'Releasing Docusaurus i18n'},
    {path: '/showcase', title: 'Showcase'},
    {path: '/', title: 'Home'},
  );
  return {versions, routes};
}

function firstPath(path: string): string | undefined {
  return suggestRoutes(path, siteIndex())[0]?.path;
}

describe('suggestRoutes', () => {
  it('sends a page missing from 3.7.0 to the newest version that has it', () => {
    const suggestions = suggestRoutes(`/docs/3.7.0/${CASCADE}`, siteIndex());
    expect(suggestions.slice(0, 2)).toEqual([
      {
        path: `/docs/${CASCADE}`,
        title: 'CSS Cascade Layers plugin',
        versionLabel: 'Canary 🚧',
        reason: 'other-version',
      },
      {
        path: `/docs/3.8.1/${CASCADE}`,
        title: 'CSS Cascade Layers plugin',
        versionLabel: '3.8.1',
        reason: 'other-version',
      },
    ]);
  });

  it('maps a version that does not exist any more onto the existing ones', () => {
    const suggestions = suggestRoutes('/docs/2.4.3/cli', siteIndex());
    expect(suggestions.map((item) => item.path).slice(0, 3)).toEqual([
      '/docs/cli',
      '/docs/3.8.1/cli',
      '/docs/3.7.0/cli',
    ]);
    expect(firstPath('/docs/next/installation')).toBe('/docs/installation');
  });

  it('corrects a typo in the slug', () => {
    expect(firstPath('/docs/instalation')).toBe('/docs/installation');
    expect(firstPath('/docs/configuraton/')).toBe('/docs/configuration');
  });

  it('keeps the requested version for similar slugs', () => {
    expect(firstPath('/docs/3.8.1/instalation')).toBe('/docs/3.8.1/installation');
    expect(firstPath('/docs/3.7.0/clii')).toBe('/docs/3.7.0/cli');
  });

  it('lists each page once across versions', () => {
    const paths = suggestRoutes('/docs/instalation', siteIndex()).map((item) => item.path);
    expect(paths.filter((path) => path.endsWith('/installation'))).toEqual(['/docs/installation']);
  });

  it('finds a page from some of the words of its path or title', () => {
    expect(firstPath('/docs/cascade-layers')).toBe(`/docs/${CASCADE}`);
    expect(firstPath('/docs/plugins/content-docs')).toBe(
      '/docs/api/plugins/@docusaurus/plugin-content-docs',
    );
  });

  it('handles blog paths, case, .html and trailing slashes', () => {
    expect(firstPath('/blog/2021/03/09/Releasing-Docusarus-i18n.html')).toBe(
      '/blog/2021/03/09/releasing-docusaurus-i18n',
    );
    expect(firstPath('/Showcase/')).toBeUndefined();
    expect(firstPath('/showcases')).toBe('/showcase');
  });

  it('outside the docs, prefers a page of the same section to a doc with the same slug', () => {
    const index = siteIndex();
    // The docs' blog pages come first in the index, as they do on the site.
    index.routes.unshift(
      ...index.versions.slice(0, 3).map((version, i) => ({
        path: `${version.path}/blog`,
        title: 'Blog',
        version: i,
      })),
    );
    index.routes.push({path: '/blog', title: 'Blog'});
    expect(suggestRoutes('/blog/nope', index)[0]?.path).toBe('/blog');
    // A doc path that lost its /docs prefix still finds the doc.
    expect(suggestRoutes('/installation', index)[0]?.path).toBe('/docs/installation');
  });

  it('suggests only pages of the index, never the requested path itself', () => {
    const index = siteIndex();
    const known = new Set(index.routes.map((route) => route.path));
    for (const path of [
      '/docs/3.7.0/cli',
      '/docs/zzz',
      '/nothing/here',
      `/docs/3.7.0/${CASCADE}`,
    ]) {
      for (const item of suggestRoutes(path, index)) {
        expect(known.has(item.path)).toBe(true);
        expect(normalizePath(item.path)).not.toBe(normalizePath(path));
      }
    }
  });

  it('suggests nothing for a path unlike any page', () => {
    expect(suggestRoutes('/qqqqzzzz/wxwxwx', siteIndex())).toEqual([]);
  });

  it('does not take a post of a similar date for a similar post', () => {
    const index = siteIndex();
    index.routes.push({path: '/blog/2022/09/01/docusaurus-2.1', title: 'Docusaurus 2.1'});
    // Only the date shape is shared; the slugs have nothing in common.
    expect(suggestRoutes('/blog/2099/01/01/nothing', index)).toEqual([]);
    expect(suggestRoutes('/blog/2022/09/01/docusaurus-21', index)[0]?.path).toBe(
      '/blog/2022/09/01/docusaurus-2.1',
    );
  });

  it('returns at most the requested number of suggestions', () => {
    expect(suggestRoutes('/docs/2.0.0/cli', siteIndex(), 2)).toHaveLength(2);
  });
});

describe('helpers', () => {
  it('normalizes paths', () => {
    expect(normalizePath('/Docs/CLI/?x=1#y')).toBe('/docs/cli');
    expect(normalizePath('/docs/cli/index.html')).toBe('/docs/cli');
    expect(normalizePath('/docs/caf%C3%A9')).toBe('/docs/café');
    expect(normalizePath('/docs/%E0%A4%A')).toBe('/docs/%e0%a4%a');
    expect(normalizePath('/')).toBe('/');
  });

  it('measures edit distance and similarity', () => {
    expect(editDistance('instalation', 'installation')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(similarity('same', 'same')).toBe(1);
    expect(similarity('', '')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
  });

  it('builds a search query from the last meaningful segment', () => {
    expect(searchQueryFromPath(`/docs/3.7.0/${CASCADE}`)).toBe('plugin css cascade layers');
    expect(searchQueryFromPath('/docs/instalation')).toBe('instalation');
    expect(searchQueryFromPath('/blog/2021/03/09/')).toBe('blog');
    expect(searchQueryFromPath('/docs/2.4.3/')).toBe('docs');
    expect(searchQueryFromPath('/')).toBe('');
  });
});
