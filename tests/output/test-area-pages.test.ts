/**
 * The test area (/tests/...) as the server rendered it, on every built page: it is marked noindex,
 * the pages of its plugin instances are titled "🐶 Dogfood · …" and its docs labelled Dogfood, and
 * none of this leaks to the rest of the site. The dogfood navbar item is added in the browser, so
 * it stays in e2e (tests/e2e/dogfood-navbar-item.spec.ts).
 */
import {type CheerioAPI, load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {
  buildToCheck,
  builtPagePaths,
  fileForPath,
  readBuildFile,
  testAreaPaths,
} from '../shared/build';
import {builtDocument, textOf} from '../shared/dom';

const built = buildToCheck('test area pages');

const DOGFOOD_TITLE = /^🐶 Dogfood · .+ \| Docusaurus$/;
/** The test area's own plugin instances (docs, blog, pages), whose titles say Dogfood. */
const INSTANCE = /^\/tests\/(docs|blog|pages)(\/|$)/;
/** Pages outside the test area that are noindex on purpose. */
const NOINDEX_ELSEWHERE = /^\/(__docusaurus\/debug(\/|$)|examples\/noIndex$)/;

describe.runIf(built)('test area pages', () => {
  const inArea = built ? testAreaPaths() : [];
  const area = new Set(inArea);
  const elsewhere = built ? builtPagePaths().filter((page) => !area.has(page)) : [];

  function documentAt(url: string): CheerioAPI {
    const $ = builtDocument(url);
    if (!$) {
      throw new Error(`${url} is not in the build`);
    }
    return $;
  }

  function htmlAt(url: string): string {
    const file = fileForPath(url);
    if (!file) {
      throw new Error(`${url} is not in the build`);
    }
    return readBuildFile(file);
  }

  /** The <html> element and head of a page: cheap to parse for all 600 pages. */
  function headAt(url: string): CheerioAPI {
    const html = htmlAt(url);
    const body = html.search(/<body[\s>]/);
    return load(body < 0 ? html : html.slice(0, body));
  }

  it('marks every test area page noindex, and titles every page of its instances Dogfood', () => {
    expect(inArea.length).toBeGreaterThan(100);
    let titled = 0;
    for (const url of inArea) {
      const $ = documentAt(url);
      expect($('meta[name="robots"]').attr('content'), url).toMatch(/noindex/);
      // The head metadata page sets its whole title itself, which is what it tests.
      if (INSTANCE.test(url) && url !== '/tests/pages/head-metadata') {
        expect($('title').text(), url).toMatch(DOGFOOD_TITLE);
        titled += 1;
      }
      expect($('nav.navbar'), url).toHaveLength(1);
      // The layout rendered without children has no main landmark, which is what it tests.
      expect($('main'), url).toHaveLength(url.endsWith('/layout-no-children') ? 0 : 1);
    }
    expect(titled).toBe(inArea.length - 2);
    expect(documentAt('/tests/docs/tests/visibility/listed')('title').text()).toBe(
      '🐶 Dogfood · Listed doc | Docusaurus',
    );
  });

  it('leaves the rest of the site indexable and without Dogfood titles', () => {
    expect(elsewhere.length).toBeGreaterThan(400);
    for (const url of elsewhere) {
      const $ = headAt(url);
      const noindex = $('meta[name="robots"][content*="noindex"]').length > 0;
      expect(noindex, url).toBe(NOINDEX_ELSEWHERE.test(url));
      expect($('title').text(), url).not.toMatch(/Dogfood/);
    }
  });

  it('labels every doc of the test instance Dogfood, and no other doc', () => {
    let labelled = 0;
    for (const url of [...inArea, ...elsewhere]) {
      if (!(headAt(url)('html').attr('class') ?? '').includes('docs-doc-id-')) {
        continue;
      }
      if (url.startsWith('/tests/docs/')) {
        expect(textOf(documentAt(url), '[data-testid="dogfood-label"]'), url).toBe('🐶 Dogfood');
        labelled += 1;
      } else {
        expect(htmlAt(url), url).not.toMatch(/data-testid="?dogfood-label/);
      }
    }
    expect(labelled).toBeGreaterThan(20);
  });

  it('gives every test page a level-1 heading, and the layout without children an empty main', () => {
    const pages = inArea.filter((url) => /^\/tests(\/pages(\/[^/]+)?)?$/.test(url));
    expect(pages.length).toBeGreaterThan(15);
    for (const url of pages) {
      const $ = documentAt(url);
      if (url.endsWith('/layout-no-children')) {
        // The theme's Layout wraps its children in this element; with none, it stays empty.
        expect($('.main-wrapper').children(), url).toHaveLength(0);
        expect($('.main-wrapper').text(), url).toBe('');
        expect($('footer'), url).toHaveLength(1);
        expect($('title').text(), url).toMatch(/Layout with no children/);
      } else {
        expect(textOf($, 'main h1'), url).not.toBe('');
      }
    }
  });
});
