/**
 * The head the server writes for every page of the build: language and direction, the <html>
 * classes that name the plugin (and, on doc pages, the version) a page comes from, its canonical
 * and alternate links, and the social card metadata. tests/e2e/head.spec.ts holds the browser to
 * this same head after client-side navigation and hydration.
 */
import {describe, expect, it} from 'vitest';
import {
  buildToCheck,
  htmlFiles,
  parsedPages,
  pathOfFile,
  SITE_ORIGIN,
  sitemapPaths,
  withoutTrailingSlash,
} from '../shared/build';
import {partOfFile} from '../shared/dom';

const built = buildToCheck('head');

interface Head {
  file: string;
  /** The URL path the file is served at. */
  path: string;
  htmlAttributes: Record<string, string>;
  classes: string[];
  title: string;
  meta: (key: string) => string[];
  links: (rel: string) => {href: string; hreflang?: string; type?: string}[];
}

/** The head of every page file (redirect pages aside), parsed from `<html` to `<body`. */
function pageHeads(): Head[] {
  return htmlFiles()
    .filter((file) => parsedPages().get(file)?.refreshTo === undefined)
    .map((file) => {
      const $ = partOfFile(file, '<html', '<body');
      if (!$) {
        throw new Error(`${file} has no <html> element`);
      }
      const html = $('html');
      return {
        file,
        path: decodeURI(pathOfFile(file)),
        htmlAttributes: {lang: html.attr('lang') ?? '', dir: html.attr('dir') ?? ''},
        classes: (html.attr('class') ?? '').split(/\s+/).filter(Boolean),
        title: $('title').text(),
        meta: (key) =>
          $(`meta[name="${key}"], meta[property="${key}"]`)
            .toArray()
            .map((element) => $(element).attr('content') ?? ''),
        links: (rel) =>
          $(`link[rel="${rel}"]`)
            .toArray()
            .map((element) => ({
              href: $(element).attr('href') ?? '',
              hreflang: $(element).attr('hreflang'),
              type: $(element).attr('type'),
            })),
      };
    });
}

/**
 * Pages that write their own head on purpose: the debug panel has its own layout (its own title,
 * no plugin classes), and the test area's head-metadata page overrides the title, description and
 * <html> class from inside its MDX to show that the override wins.
 */
const OWN_HEAD = (file: string) =>
  file.startsWith('__docusaurus/debug/') || file === 'tests/pages/head-metadata/index.html';

/** Problems found over every page, printed together so one run shows them all. */
function expectNone(problems: string[]): void {
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
}

describe.runIf(built)('the head of every page', () => {
  const heads = built ? pageHeads() : [];

  it('covers every page of the build', () => {
    expect(heads.length).toBeGreaterThan(600);
  });

  it('says the page is in English, left to right', () => {
    expectNone(
      heads
        .filter((head) => head.htmlAttributes.lang !== 'en' || head.htmlAttributes.dir !== 'ltr')
        .map((head) => `${head.file}: ${JSON.stringify(head.htmlAttributes)}`),
    );
  });

  it('names on <html> the plugin the page comes from, and a doc page its version', () => {
    const problems: string[] = [];
    for (const {file, path, classes} of heads) {
      if (OWN_HEAD(file)) {
        continue;
      }
      if (!classes.some((name) => /^plugin-(?!id-)/.test(name))) {
        problems.push(`${file}: no plugin-<name> class in ${classes.join(' ')}`);
      }
      if (!classes.some((name) => name.startsWith('plugin-id-'))) {
        problems.push(`${file}: no plugin-id-<id> class in ${classes.join(' ')}`);
      }
      if (classes.some((name) => name.startsWith('docs-doc-id-'))) {
        const version = /^\/docs\/(\d+\.\d+\.\d+)(\/|$)/.exec(path)?.[1] ?? 'current';
        if (!classes.includes(`docs-version-${version}`)) {
          problems.push(`${file}: doc page without docs-version-${version}`);
        }
        const instance = /^\/(community|tests)\//.exec(path)?.[1];
        const expectedId = {community: 'community', tests: 'docs-tests'}[instance ?? ''];
        if (!classes.includes(`plugin-id-${expectedId ?? 'default'}`)) {
          problems.push(`${file}: doc page without plugin-id-${expectedId ?? 'default'}`);
        }
      }
    }
    expectNone(problems);
  });

  it('gives one canonical link to the page itself, and the same URL as en and x-default', () => {
    const problems: string[] = [];
    for (const {file, path, links, meta} of heads) {
      const canonical = links('canonical');
      if (canonical.length !== 1) {
        problems.push(`${file}: ${canonical.length} canonical links`);
        continue;
      }
      const href = canonical[0]!.href;
      const url = new URL(href);
      if (
        url.origin !== SITE_ORIGIN ||
        withoutTrailingSlash(decodeURI(url.pathname)) !== withoutTrailingSlash(path)
      ) {
        problems.push(`${file}: canonical ${href} is not the page's own URL`);
      }
      const languages = links('alternate')
        .filter((link) => link.hreflang !== undefined)
        .map((link) => `${link.hreflang} ${link.href}`)
        .sort();
      if (languages.join('|') !== [`en ${href}`, `x-default ${href}`].join('|')) {
        problems.push(`${file}: hreflang alternates ${languages.join(', ')}`);
      }
      if (meta('og:url').join() !== href) {
        problems.push(`${file}: og:url ${meta('og:url').join()} is not the canonical ${href}`);
      }
    }
    expectNone(problems);
  });

  it('carries a social card: title, description, image and card type', () => {
    const problems: string[] = [];
    for (const {file, title, meta} of heads.filter((head) => !OWN_HEAD(head.file))) {
      const description = meta('description');
      const expected: [string, string[]][] = [
        ['og:title', [title]],
        ['og:description', description],
        ['twitter:card', ['summary_large_image']],
        ['twitter:image', meta('og:image')],
      ];
      for (const [key, value] of expected) {
        if (meta(key).join('|') !== value.join('|')) {
          problems.push(
            `${file}: ${key} is "${meta(key).join('|')}", expected "${value.join('|')}"`,
          );
        }
      }
      if (title.trim() === '' || !/\| Docusaurus$|^Docusaurus$/.test(title)) {
        problems.push(`${file}: title "${title}" does not end with the site name`);
      }
      const image = meta('og:image');
      if (image.length !== 1 || !image[0]!.startsWith(`${SITE_ORIGIN}/`)) {
        problems.push(`${file}: og:image ${image.join(', ')} is not one image of this site`);
      }
    }
    expectNone(problems);
  });

  // Docusaurus takes a page's description from the first line of its first paragraph when front
  // matter gives none, so prose wrapped in the source gives a description cut mid-sentence.
  it('describes each page in whole sentences, not a first line cut short', () => {
    const problems = heads
      .filter((head) => !OWN_HEAD(head.file))
      .flatMap(({file, meta}) => meta('description').map((text) => ({file, text: text.trim()})))
      .filter(({text}) => text.includes(' ') && !/[.!?:)…"'`]$/.test(text))
      .map(({file, text}) => `${file}: description ends mid-sentence: "…${text.slice(-60)}"`);
    expectNone(problems);
  });

  it('asks robots not to index exactly the pages the sitemap leaves out, the 404 page aside', () => {
    const inSitemap = new Set(sitemapPaths().map((p) => withoutTrailingSlash(decodeURI(p))));
    const problems: string[] = [];
    for (const {file, path, meta} of heads.filter((head) => head.file !== '404.html')) {
      const noIndex = meta('robots').some((content) => content.includes('noindex'));
      const listed = inSitemap.has(withoutTrailingSlash(path));
      if (noIndex === listed) {
        problems.push(
          `${file}: robots "${meta('robots').join()}", ${listed ? '' : 'not '}in the sitemap`,
        );
      }
    }
    expectNone(problems);
  });
});
