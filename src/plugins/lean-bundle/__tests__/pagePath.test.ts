import {matchRoutes, type RouteConfig} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import {isOtherCase, pagePathOf} from '../client/pagePath';

const table: RouteConfig[] = [
  {
    path: '/docs',
    routes: [
      {path: '/docs/installation', exact: true},
      {path: '/docs/tests/folder with space/doc 1', exact: true},
    ],
  },
  {path: '/blog/:slug', exact: true},
  {path: '/feature-requests'},
  {path: '*'},
];

const pageOf = (pathname: string) => pagePathOf(pathname, matchRoutes(table, pathname));

describe('pagePathOf', () => {
  it('is the path of the exact route a URL matches in another letter case', () => {
    expect(pageOf('/Docs/Installation')).toBe('/docs/installation');
    expect(pageOf('/DOCS/INSTALLATION/')).toBe('/docs/installation');
  });

  it('keeps the URL when it is the page, or when its route has parameters or is a prefix', () => {
    expect(pageOf('/docs/installation')).toBe('/docs/installation');
    expect(pageOf('/docs/tests/folder with space/doc 1')).toBe(
      '/docs/tests/folder with space/doc 1',
    );
    expect(pageOf('/blog/Some-Post')).toBe('/blog/Some-Post');
    expect(pageOf('/feature-requests/42')).toBe('/feature-requests/42');
    expect(pageOf('/nope')).toBe('/nope');
    expect(pagePathOf('/x', [])).toBe('/x');
  });
});

describe('isOtherCase', () => {
  it('tells a page named in other letters from the page itself', () => {
    expect(isOtherCase('/docs/installation', ['/Docs/Installation'])).toBe(true);
    expect(isOtherCase('/docs/installation', ['/DOCS/installation/'])).toBe(true);
    expect(isOtherCase('/docs/installation', ['/docs/installation'])).toBe(false);
    expect(isOtherCase('/docs/installation', ['/docs/installation/'])).toBe(false);
    expect(isOtherCase('/examples/markdownPageExample', ['/examples/markdownPageExample'])).toBe(
      false,
    );
    expect(isOtherCase('/nope', ['/nope'])).toBe(false);
    expect(isOtherCase('/', ['/'])).toBe(false);
  });
});
