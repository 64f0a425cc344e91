/**
 * What every doc page shows before any script runs, read from the built HTML: each page of the
 * three versions of the main docs (both sidebars and the generated category pages, as the docs
 * plugin's global data lists them) and of the community docs. One h1, the version badge, the
 * version banner and where it leads, the page's own sidebar link marked current and in sight,
 * breadcrumbs along the sidebar's categories to the page, and a canonical link to the page.
 */
import type {CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildToCheck, type BuiltDocsVersion, builtDocsVersions, SITE_ORIGIN} from '../shared/build';
import {builtDocument, builtPagesWithClass, textOf} from '../shared/dom';
import {contentDocPages, generatedIndexUrls} from './data/docUrls';

const built = buildToCheck('docs pages');

/** The newest release: the version whose docs the banners of the other versions point to. */
const LATEST_RELEASE = '3.8.1';

/** Each version's badge label and banner; the latest release has no banner. */
const VERSIONS: Record<string, {label: string; banner?: string}> = {
  current: {
    label: 'Canary 🚧',
    banner: 'You are reading the Canary 🚧 docs: they document unreleased work on the main branch.',
  },
  [LATEST_RELEASE]: {label: LATEST_RELEASE},
  '3.7.0': {
    label: '3.7.0',
    banner: 'You are reading the docs of Docusaurus 3.7.0, which is no longer the latest release.',
  },
};

interface Expected {
  /** The doc's permalink, e.g. `/docs/3.7.0/cli`. */
  path: string;
  /** The sidebar that lists the doc, if any. */
  sidebar?: string;
  /** `Version: …` text of the badge; none on an unversioned docs instance. */
  badge?: string;
  /** The banner's message and its link, or none. */
  banner?: {text: string; href: string; linkText: string};
}

const textOfElement = (element: {text(): string}) => element.text().replace(/\s+/g, ' ').trim();

/**
 * The sidebar entry of the page being read, and the labels of the categories above it: the
 * trail its breadcrumbs should show. A category that opens the same page keeps its href in the
 * server's HTML (the browser turns it into '#'), so the page's own entry is the one link marked
 * aria-current.
 */
function currentSidebarEntry($: CheerioAPI, path: string): {problems: string[]; trail: string[]} {
  const current = $('.theme-doc-sidebar-container a[aria-current="page"]');
  if (current.length !== 1) {
    return {problems: [`${current.length} sidebar links marked current (expected 1)`], trail: []};
  }
  const problems: string[] = [];
  if (!current.is(`.menu__link--active[href="${path}"]`)) {
    problems.push(`the current sidebar link is ${current.attr('href')}, not active on the page`);
  }
  // The browser check said "visible": no collapsed category, hidden element or display:none
  // around it in the server's sidebar (the one readers see before and without JavaScript).
  const hiding = current
    .parents()
    .filter(
      (_, element) =>
        $(element).is('.menu__list-item--collapsed, [hidden]') ||
        /display:\s*none/.test($(element).attr('style') ?? ''),
    );
  if (hiding.length > 0) {
    problems.push('the current sidebar link sits in a collapsed or hidden list');
  }
  const trail = current
    .parents('li.menu__list-item')
    .get()
    .reverse()
    .map((item) => {
      const category = $(item).children('.menu__list-item-collapsible').children('a');
      return textOfElement(category.length > 0 ? category : $(item).children('a'));
    });
  return {problems, trail};
}

/** Everything that differs from what the page should show, as readable lines. */
function pageProblems(expected: Expected): string[] {
  const $ = builtDocument(expected.path);
  if (!$) {
    return ['not built'];
  }
  const problems: string[] = [];
  const note = (ok: boolean, problem: string) => ok || problems.push(problem);

  note($('h1').length === 1 && textOf($, 'h1') !== '', `${$('h1').length} h1 (expected 1)`);

  const badge = $('.theme-doc-version-badge');
  if (expected.badge === undefined) {
    note(badge.length === 0, 'a version badge on an unversioned page');
  } else {
    note(
      textOf($, '.theme-doc-version-badge') === expected.badge,
      `badge "${textOf($, '.theme-doc-version-badge')}" (expected "${expected.badge}")`,
    );
  }

  const banner = $('.theme-doc-version-banner');
  if (expected.banner === undefined) {
    note(banner.length === 0, 'a version banner');
  } else {
    const link = banner.find('a');
    note(
      banner.length === 1 && textOf($, '.theme-doc-version-banner').includes(expected.banner.text),
      `banner "${textOf($, '.theme-doc-version-banner')}"`,
    );
    note(
      link.length === 1 &&
        link.attr('href') === expected.banner.href &&
        link.text() === expected.banner.linkText,
      `banner link "${link.text()}" to ${link.attr('href')} (expected "${expected.banner.linkText}" to ${expected.banner.href})`,
    );
  }

  if (expected.sidebar === undefined) {
    note($('.theme-doc-sidebar-container').length === 0, 'a sidebar on a doc outside any');
  } else {
    const {problems: sidebarProblems, trail} = currentSidebarEntry($, expected.path);
    problems.push(...sidebarProblems);
    // Home, then the categories down to the page, named as the sidebar names them; the last
    // one is the page itself, current and not a link.
    const items = $('.theme-doc-breadcrumbs .breadcrumbs__item');
    const crumbs = items.get().map((item) => textOfElement($(item)));
    note(
      items.first().find('a[aria-label="Home page"]').attr('href') === '/',
      'the breadcrumbs do not start at the home page',
    );
    note(
      JSON.stringify(crumbs.slice(1)) === JSON.stringify(trail),
      `breadcrumbs ${JSON.stringify(crumbs.slice(1))} (expected ${JSON.stringify(trail)})`,
    );
    note(
      items.last().hasClass('breadcrumbs__item--active') && items.last().find('a').length === 0,
      'the last breadcrumb is not the current page',
    );
  }

  const canonical = $('link[rel="canonical"]').attr('href');
  note(
    canonical === `${SITE_ORIGIN}${expected.path}`,
    `canonical ${canonical} (expected its own permalink)`,
  );
  note($('a[href$="/draft-page"]').length === 0, 'a link to the draft page');
  return problems;
}

/** The page a banner of `version` leads to: the same doc in the latest release, or its main doc. */
function bannerFor(
  version: BuiltDocsVersion,
  docId: string,
  release: BuiltDocsVersion,
): Expected['banner'] {
  const text = VERSIONS[version.name]?.banner;
  if (text === undefined) {
    return undefined;
  }
  const same = release.docs.find((doc) => doc.id === docId);
  return same
    ? {text, href: same.path, linkText: `this page in ${release.name}`}
    : {text, href: `${release.path}/`, linkText: `the ${release.name} docs`};
}

/**
 * The problems of each page, by path. Parsing a page takes a while on a loaded machine: the
 * loop hands the event loop a turn between pages, so Vitest's worker keeps answering its
 * runner (a minute without a turn fails the run with "Timeout calling onTaskUpdate").
 */
async function reportOf(pages: readonly Expected[]): Promise<Record<string, string[]>> {
  const report: Record<string, string[]> = {};
  for (const page of pages) {
    const problems = pageProblems(page);
    if (problems.length > 0) {
      report[page.path] = problems;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return report;
}

describe.runIf(built)('every doc page', () => {
  const versions = builtDocsVersions();
  const release = versions.find((version) => version.name === LATEST_RELEASE);

  it('is built in the three versions, with docs and API sidebars', () => {
    expect(versions.map((version) => version.name)).toEqual(Object.keys(VERSIONS));
    expect(release).toBeDefined();
    for (const version of versions) {
      for (const sidebar of ['docs', 'api']) {
        expect(
          version.docs.filter((doc) => doc.sidebar === sidebar).length,
          `${version.name}: ${sidebar} sidebar`,
        ).toBeGreaterThan(30);
      }
    }
  });

  for (const version of versions) {
    const {label} = VERSIONS[version.name] ?? {label: '?'};
    const sidebars = [...new Set(version.docs.map((doc) => doc.sidebar))];
    for (const sidebar of sidebars) {
      const docs = version.docs.filter((doc) => doc.sidebar === sidebar);
      it(`of ${version.name}, ${sidebar ? `${sidebar} sidebar` : 'no sidebar'} (${docs.length}), shows what a reader should see`, async () => {
        const expected = docs.map((doc) => ({
          path: doc.path,
          sidebar,
          badge: `Version: ${label}`,
          banner: release && bannerFor(version, doc.id, release),
        }));
        expect(await reportOf(expected)).toEqual({});
      });
    }
  }

  it('lists the API sidebar in the reference order: the config file right after Client API', () => {
    for (const version of versions) {
      const cli = version.docs.find((doc) => doc.id === 'cli');
      const $ = builtDocument(cli?.path ?? '');
      if ($ === undefined) {
        throw new Error(`${version.name}: no CLI page`);
      }
      const topLevel = $('.theme-doc-sidebar-menu > li')
        .map((_, item) => $(item).find('a').first().text().trim())
        .get();
      expect(topLevel, version.name).toEqual([
        'CLI',
        'Client API',
        'docusaurus.config.js',
        'Plugin method references',
        'Plugins',
        'Themes',
        'Miscellaneous',
      ]);
    }
  });

  it('of the community docs shows no version, and the rest as the main docs', async () => {
    const pages = builtPagesWithClass(['community'], 'docs-doc-id-');
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(
      await reportOf(pages.map(({permalink}) => ({path: permalink, sidebar: 'community'}))),
    ).toEqual({});
  });

  it('includes every file of docs/ at its URL, and the generated category pages', () => {
    const current = new Set(versions[0]?.docs.map((doc) => doc.path));
    const urls = [...contentDocPages.map((page) => page.url), ...generatedIndexUrls];
    expect(urls.filter((url) => !current.has(url))).toEqual([]);
  });
});
