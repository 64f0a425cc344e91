/**
 * What every page shows around its content, as the server renders it: the navbar (its items, the
 * version dropdown and its link to all versions), the footer, the table of contents, the copy page
 * button on docs and posts, and the community docs' sidebar. Checked on every page of the build;
 * the navbar's and the footer's behaviour (hiding on scroll, the mobile menu, the announcement
 * bar) is tried in the browser (layout.spec.ts, announcement-bar.spec.ts).
 */
import {describe, expect, it} from 'vitest';
import {buildToCheck, htmlFiles, parsedPages, readBuildFile} from '../shared/build';
import {documentOfFile, partOfFile, textOf} from '../shared/dom';

const built = buildToCheck('page chrome');

/** Every page file, redirect pages and the debug panel (its own layout, no navbar) aside. */
const pageFiles = built
  ? htmlFiles().filter(
      (file) =>
        parsedPages().get(file)?.refreshTo === undefined && !file.startsWith('__docusaurus/debug/'),
    )
  : [];

function expectNone(problems: string[]): void {
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
}

describe.runIf(built)('on every page', () => {
  it('covers every page of the build', () => {
    expect(pageFiles.length).toBeGreaterThan(600);
    expect(pageFiles).toContain('404.html');
  });

  it('the navbar has its left items, the version and language dropdowns and the GitHub link', () => {
    const problems: string[] = [];
    for (const file of pageFiles) {
      const $ = partOfFile(file, '<nav aria-label=Main', '</nav>');
      if (!$) {
        problems.push(`${file}: no main navbar`);
        continue;
      }
      const left = $('.navbar__items:not(.navbar__items--right) > .navbar__item')
        .toArray()
        .map((item) => $(item).text().trim());
      // The test area adds its own items after the site's.
      const items = file.startsWith('tests/') ? left.slice(0, 5) : left;
      if (items.join('|') !== 'Docs|API|Blog|Showcase|Community') {
        problems.push(`${file}: left items ${left.join(', ')}`);
      }
      const right = $('.navbar__items--right');
      const version = /^\/?docs\/(\d+\.\d+\.\d+)\//.exec(file)?.[1];
      const dropdowns = right
        .find('.dropdown > .navbar__link')
        .toArray()
        .map((link) => $(link).text().trim());
      if (!(dropdowns[0] ?? '').startsWith(version ?? 'Canary') || dropdowns[1] !== 'English') {
        problems.push(`${file}: dropdowns ${dropdowns.join(', ')}`);
      }
      const versionLinks = right.find('.dropdown').first().find('.dropdown__menu a');
      if (versionLinks.last().attr('href') !== '/versions') {
        problems.push(
          `${file}: the version dropdown ends with ${versionLinks.last().attr('href')}`,
        );
      }
      // Before that link: the five newest releases this site does not serve, and Docusaurus 1.
      const archived = versionLinks
        .toArray()
        .slice(-7, -1)
        .map((link) => $(link).text().trim());
      if (archived.join('|') !== '3.6.3|3.5.2|3.4.0|3.3.2|3.2.1|1.x.x') {
        problems.push(`${file}: archived versions ${archived.join(', ')}`);
      }
      const translate = right.find('.dropdown').eq(1).find('.dropdown__menu a').last();
      if (!translate.attr('href')?.endsWith('/issues/3526')) {
        problems.push(`${file}: the language dropdown ends with ${translate.attr('href')}`);
      }
      if (
        right.find('a.header-github-link').attr('href') !== 'https://github.com/facebook/docusaurus'
      ) {
        problems.push(`${file}: no GitHub link`);
      }
    }
    expectNone(problems);
  });

  it('the footer has the four columns, the logo, the community links and our copyright', () => {
    const problems: string[] = [];
    // The crash test page replaces the layout with the crash fallback on purpose.
    for (const file of pageFiles.filter((f) => f !== 'tests/pages/crashTest/index.html')) {
      const $ = partOfFile(file, '<footer class="theme-layout-footer', '</footer>');
      if (!$) {
        problems.push(`${file}: no footer`);
        continue;
      }
      const titles = $('.footer__title')
        .toArray()
        .map((title) => $(title).text().trim());
      if (titles.join('|') !== 'Learn|Community|More|Legal') {
        problems.push(`${file}: footer columns ${titles.join(', ')}`);
      }
      if ($('.footer__logo').length === 0) {
        problems.push(`${file}: no footer logo`);
      }
      const copyright = textOf($, '.footer__copyright');
      if (!copyright.includes('The Docusaurus website team') || copyright.includes('Meta')) {
        problems.push(`${file}: copyright "${copyright}"`);
      }
      const hrefs = $('a[href^="http"]')
        .toArray()
        .map((a) => $(a).attr('href'));
      for (const expected of [
        'https://stackoverflow.com/questions/tagged/docusaurus',
        'https://discord.gg/docusaurus',
        'https://github.com/facebook/docusaurus',
      ]) {
        if (!hrefs.includes(expected)) {
          problems.push(`${file}: no footer link to ${expected}`);
        }
      }
    }
    expectNone(problems);
  });

  it('the table of contents lists h2 and h3 headings only, unless the page sets its levels', () => {
    const problems: string[] = [];
    let withToc = 0;
    // Pages that set toc_max_heading_level on purpose: the doc that shows the option and the test
    // area's TOC tests.
    const ownLevels = (file: string) =>
      file.startsWith('tests/') || /(^|\/)markdown-features\/toc\//.test(file);
    for (const file of pageFiles.filter((f) => !ownLevels(f))) {
      const html = readBuildFile(file);
      const toc = partOfFile(file, '<ul class="table-of-contents', '</ul></div>');
      if (!toc) {
        continue;
      }
      withToc += 1;
      for (const link of toc('a[href^="#"]').toArray()) {
        const id = (toc(link).attr('href') ?? '').slice(1);
        const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const tag = new RegExp(`<(h[1-6])[^>]*\\sid=(["']?)${escaped}\\2[\\s>]`).exec(html)?.[1];
        if (tag !== 'h2' && tag !== 'h3') {
          problems.push(`${file}: #${id} is ${tag ?? 'no heading'}`);
        }
      }
    }
    expect(withToc).toBeGreaterThan(300);
    expectNone(problems);
  });

  it('the copy page button is on every doc and post outside the test area and the changelog, and nowhere else', () => {
    const problems: string[] = [];
    let withButton = 0;
    for (const file of pageFiles) {
      const html = readBuildFile(file);
      const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
      const docOrPost = /\bdocs-doc-id-|\bblog-post-page\b/.test(htmlTag);
      // Changelog pages are blog posts of the changelog plugin, with no Markdown twin.
      const expected = docOrPost && !/^(tests|changelog)\//.test(file);
      const has = />Copy page<svg/.test(html);
      withButton += has ? 1 : 0;
      if (has !== expected) {
        problems.push(`${file}: ${has ? 'has' : 'lacks'} the copy page button`);
      }
    }
    expect(withButton).toBeGreaterThan(250);
    expectNone(problems);
  });
});

describe.runIf(built)('community docs', () => {
  const sidebar = [
    'Support',
    'Team',
    'Resources',
    'Contributing',
    'Canary releases',
    'Release process',
    'Changelog',
    'Showcase',
    'Feature Requests',
    'Chat with us on Discord',
  ];

  it('every community page has its h1, the community sidebar with itself active, and no TODO', () => {
    const files = pageFiles.filter((file) => file.startsWith('community/'));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const $ = documentOfFile(file);
      const nav = $('nav[aria-label="Docs sidebar"]');
      expect(
        nav
          .find('.menu__link')
          .toArray()
          .map((link) => $(link).text().trim()),
        file,
      ).toEqual(sidebar);
      const active = nav.find('.menu__link--active');
      expect(active.length, file).toBe(1);
      expect(textOf($, 'h1'), file).toBe(active.text().trim());
      expect($('article').text(), file).not.toContain('TODO');
    }
  });

  it('the team page lists maintainers with GitHub handles and no remote photos', () => {
    const $ = documentOfFile('community/team/index.html');
    const handle = $('article a').filter((_, a) => $(a).text().trim() === '@slorber');
    expect(handle.attr('href')).toBe('https://github.com/slorber');
    const remote = $('article img')
      .toArray()
      .map((img) => $(img).attr('src') ?? '')
      .filter((src) => /^(https?:)?\/\//.test(src));
    expect(remote).toEqual([]);
  });
});
