/**
 * The changelog as the server rendered it, from CHANGELOG.md and CHANGELOG-v2.md: every list
 * page (20 releases a page, newest first), every release page with its date, the sidebar of every
 * release and its neighbours, and the committers page. Opening the committers fold and what the
 * pages fetch stay in the browser (tests/e2e/changelog-browsing.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildToCheck, fileForPath} from '../shared/build';
import {builtDocument, textOf} from '../shared/dom';

const built = buildToCheck('changelog pages');

const PER_PAGE = 20;

interface ReleaseHeading {
  version: string;
  /** `YYYY-MM-DD` */
  date: string;
}

/** The releases the source files announce, newest first: `## 3.8.1 (2025-06-06)`. */
function releasesInSource(): ReleaseHeading[] {
  return ['CHANGELOG.md', 'CHANGELOG-v2.md'].flatMap((file) =>
    [
      ...fs
        .readFileSync(path.join(__dirname, '../..', file), 'utf8')
        .matchAll(/^## (\S+) \((\d{4}-\d{2}-\d{2})\)/gm),
    ].map(([, version = '', date = '']) => ({version, date})),
  );
}

function printedDate(isoDay: string): string {
  return new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function texts($: CheerioAPI, selector: string): string[] {
  return $(selector)
    .map((_, element) => $(element).text().replace('\u200b', '').trim())
    .get();
}

/** Whether the headings include one containing each label, in this order (as emoji lead them). */
function headingsInclude(headings: string[], labels: string[]): boolean {
  let from = 0;
  for (const label of labels) {
    const found = headings.findIndex((heading, index) => index >= from && heading.includes(label));
    if (found < 0) {
      return false;
    }
    from = found + 1;
  }
  return true;
}

function documentAt(url: string): CheerioAPI {
  const $ = builtDocument(url);
  if (!$) {
    throw new Error(`${url} is not in the build`);
  }
  return $;
}

const listUrl = (n: number) => (n === 1 ? '/changelog/' : `/changelog/page/${n}`);

describe.runIf(built)('changelog pages', () => {
  const releases = releasesInSource();

  it('lists every release, 20 a page and newest first, with its date, on pages 1 to 6', () => {
    expect(releases).toHaveLength(106);
    const pages = Math.ceil(releases.length / PER_PAGE);
    expect(pages).toBe(6);
    for (let n = 1; n <= pages; n += 1) {
      const url = listUrl(n);
      const $ = documentAt(url);
      const expected = releases.slice((n - 1) * PER_PAGE, n * PER_PAGE);
      expect(texts($, 'main article h2'), url).toEqual(expected.map((release) => release.version));
      expect(texts($, 'main article header time'), url).toEqual(
        expected.map((release) => printedDate(release.date)),
      );
      expect($('main h1'), url).toHaveLength(1);
      expect(textOf($, 'main h1'), url).toBe('Changelog');
      expect($('head title').text(), url).toBe(
        `${n === 1 ? 'Changelog' : `Changelog, page ${n}`} | Docusaurus`,
      );
      expect($('a.pagination-nav__link--prev').attr('href'), url).toBe(
        n === 1 ? undefined : n === 2 ? '/changelog' : listUrl(n - 1),
      );
      expect($('a.pagination-nav__link--next').attr('href'), url).toBe(
        n === pages ? undefined : listUrl(n + 1),
      );
      expect(textOf($, 'a.pagination-nav__link--next') || 'none', url).toMatch(
        n === pages ? /^none$/ : /Older entries/,
      );
    }
    expect(fileForPath(listUrl(pages + 1))).toBeUndefined();
  });

  it('summarizes each entry and folds its committers, every one linked', () => {
    const $ = documentAt('/changelog/');
    const latest = $('main article').first();
    expect(latest.text()).toContain('6 bug fixes and 4 other changes from 7 committers.');
    expect(latest.find('details > summary').text()).toBe('7 committers');
    expect(latest.find('details a:contains("Sébastien Lorber")').attr('href')).toBe(
      'https://github.com/slorber',
    );
    for (let n = 1; n <= 6; n += 1) {
      const page = documentAt(listUrl(n));
      page('main article details').each((_, details) => {
        const fold = page(details);
        const count = fold.find('li').length;
        expect(fold.children('summary').text(), listUrl(n)).toBe(
          count === 1 ? 'One committer' : `${count} committers`,
        );
        expect(fold.find('li a[href^="https://github.com/"]'), listUrl(n)).toHaveLength(count);
      });
    }
  });

  it('gives every release its page: title, date, the sidebar of all releases, its neighbours', () => {
    releases.forEach((release, index) => {
      const url = `/changelog/${release.version}`;
      const $ = documentAt(url);
      expect(textOf($, 'main h1'), url).toBe(release.version);
      expect($('title').text(), url).toBe(`${release.version} | Docusaurus`);
      expect(textOf($, 'main time'), url).toBe(printedDate(release.date));
      expect($('aside nav a'), url).toHaveLength(releases.length);
      const newer = releases[index - 1];
      const older = releases[index + 1];
      expect($('a.pagination-nav__link--prev').attr('href'), url).toBe(
        newer && `/changelog/${newer.version}`,
      );
      expect(textOf($, 'a.pagination-nav__link--prev'), url).toBe(
        newer ? `Newer release${newer.version}` : '',
      );
      expect($('a.pagination-nav__link--next').attr('href'), url).toBe(
        older && `/changelog/${older.version}`,
      );
      expect(textOf($, 'a.pagination-nav__link--next'), url).toBe(
        older ? `Older release${older.version}` : '',
      );
    });
  });

  it('shows 3.8.1 with its groups, its pull requests and its committers', () => {
    const $ = documentAt('/changelog/3.8.1');
    const headings = texts($, 'main article h2');
    expect(
      headingsInclude(headings, ['Bug Fix', 'Performance', 'Maintenance', 'Committers']),
      headings.join(', '),
    ).toBe(true);
    expect($('main a:contains("#11242")').attr('href')).toBe(
      'https://github.com/facebook/docusaurus/pull/11242',
    );
    const committers = $('main article section').last();
    expect(committers.find('li')).toHaveLength(7);
    expect(committers.find('svg')).toHaveLength(7);
    expect($('main a:contains("Read the announcement")')).toHaveLength(0);
  });

  it('maps the free-form notes of 2.0.0-alpha.19, the oldest release, to groups', () => {
    const $ = documentAt('/changelog/2.0.0-alpha.19');
    const headings = texts($, 'main article h2');
    expect(
      headingsInclude(headings, [
        'Breaking Change',
        'New Feature',
        'Bug Fix',
        'Performance',
        'Maintenance',
      ]),
      headings.join(', '),
    ).toBe(true);
  });

  it('says a broken publish is one, and lists no changes for it', () => {
    const $ = documentAt('/changelog/2.4.2');
    expect(textOf($, 'main article')).toContain('Bad npm publish: use 2.4.3 instead.');
    expect($('main article h2')).toHaveLength(0);
  });

  it('links a feature release to its announcement post, the 2.x ones at their dated paths', () => {
    for (const [version, post] of [
      ['3.8.0', '/blog/releases/3.8'],
      ['2.1.0', '/blog/2022/09/01/docusaurus-2.1'],
      ['2.0.0', '/blog/2022/08/01/announcing-docusaurus-2.0'],
    ]) {
      const link = documentAt(`/changelog/${version}`)('main a:contains("Read the announcement")');
      expect(link.text().trim()).toBe(`Read the announcement of ${version}`);
      expect(link.attr('href')).toBe(post);
    }
  });

  it('lists everyone credited on the committers page, with inline avatars', () => {
    const $ = documentAt('/changelog/authors/');
    expect(textOf($, 'main h1')).toBe('Changelog committers');
    const cards = $('main ul li');
    expect(cards.length).toBeGreaterThan(500);
    expect(cards.first().text()).toContain('Sébastien Lorber');
    expect(cards.first().text()).toContain('@slorber');
    expect(cards.first().children('svg')).toHaveLength(1);
    expect($('main img')).toHaveLength(0);
  });
});
