import {describe, expect, it} from 'vitest';
import {
  chunkIdsLoadedBy,
  htmlFileOfRoute,
  routesOfVersion,
  scriptsOfPage,
  searchIndexFiles,
  selectPrecache,
} from '../precache';

describe('htmlFileOfRoute', () => {
  it('finds the file the build writes for a route', () => {
    expect(htmlFileOfRoute('/')).toBe('index.html');
    expect(htmlFileOfRoute('/docs/cli')).toBe('docs/cli/index.html');
    expect(htmlFileOfRoute('/showcase/')).toBe('showcase/index.html');
    expect(htmlFileOfRoute('/404.html')).toBe('404.html');
  });
});

describe('routesOfVersion', () => {
  const current = {path: '/docs', searchTag: 'docs-default-current'};
  const older = [
    {path: '/docs/3.8.1', searchTag: 'docs-default-3.8.1'},
    {path: '/docs/3.7.0', searchTag: 'docs-default-3.7.0'},
  ];
  const routes = [
    '/',
    '/docs',
    '/docs/cli',
    '/docs/tags/config',
    '/docs/3.8.1',
    '/docs/3.8.1/cli',
    '/docs/3.7.0/cli',
    '/docs-other',
    '/blog',
  ];

  it('keeps the routes under the version, leaving out the versions nested under its path', () => {
    expect(routesOfVersion(routes, current, older)).toEqual([
      '/docs',
      '/docs/cli',
      '/docs/tags/config',
    ]);
  });

  it('gives an older version its own routes', () => {
    expect(routesOfVersion(routes, older[0]!, [current, older[1]!])).toEqual([
      '/docs/3.8.1',
      '/docs/3.8.1/cli',
    ]);
  });
});

describe('chunkIdsLoadedBy', () => {
  it('reads the chunk ids a bundle loads, quoted or not', () => {
    const script =
      'a:()=>Promise.all([n.e("24014"),n.e(62438)]).then(n.bind(n,1)),b:()=>n.e("24014")';
    expect([...chunkIdsLoadedBy(script)]).toEqual(['24014', '62438']);
  });
});

describe('scriptsOfPage', () => {
  it('lists the scripts a page starts, each once', () => {
    const html =
      '<script>(function(s){})(["/assets/js/runtime~main.e83b.js","/assets/js/main.00d9.js"]);</script>' +
      '<link rel="preload" href="/assets/js/main.00d9.js">';
    expect(scriptsOfPage(html)).toEqual([
      'assets/js/runtime~main.e83b.js',
      'assets/js/main.00d9.js',
    ]);
  });
});

describe('searchIndexFiles', () => {
  it('keeps the manifest and the files of every context but the excluded tags', () => {
    const manifest = {
      contexts: {
        'en|default': {file: '/search-index/en-default.1.json', text: 'search-index/t.4.json'},
        'en|docs-default-current': {file: '/search-index/en-docs-default-current.2.json'},
        'en|docs-default-3.8.1': {
          file: '/search-index/en-docs-default-3.8.1.3.json',
          text: '/search-index/en-docs-default-3.8.1.text.5.json',
        },
      },
    };
    expect(
      searchIndexFiles('search-index/manifest.json', manifest, new Set(['docs-default-3.8.1'])),
    ).toEqual([
      'search-index/manifest.json',
      'search-index/en-default.1.json',
      'search-index/t.4.json',
      'search-index/en-docs-default-current.2.json',
    ]);
  });
});

describe('selectPrecache', () => {
  it('keeps the chosen entries in the manifest order', () => {
    const entries = ['b.html', 'a.js', 'c.css'].map((url) => ({url, revision: 'r', size: 1}));
    expect(selectPrecache(entries, (url) => url !== 'a.js').map((entry) => entry.url)).toEqual([
      'b.html',
      'c.css',
    ]);
  });
});
