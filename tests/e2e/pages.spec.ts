import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';

import {featureRequests} from '../../src/data/featureRequests';
import {sitesAToF} from '../../src/data/showcase/sites-a-f';
import {sitesGToM} from '../../src/data/showcase/sites-g-m';
import {sitesNToR} from '../../src/data/showcase/sites-n-r';
import {sitesSToZ} from '../../src/data/showcase/sites-s-z';
import type {TagType} from '../../src/data/showcase/types';
import {collectErrors, waitForHydration} from './utils';

// The site's own pages: home, showcase, versions, feature requests, examples, community docs.

const sites = [...sitesAToF, ...sitesGToM, ...sitesNToR, ...sitesSToZ];
const withTags = (tags: TagType[], operator: 'AND' | 'OR') =>
  sites.filter((site) =>
    operator === 'AND'
      ? tags.every((tag) => site.tags.includes(tag))
      : tags.some((tag) => site.tags.includes(tag)),
  );

test.describe('home page', () => {
  test('has the hero, both calls to action, the features, a code example and the version', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus'})).toBeVisible();
    const hero = page.locator('header').filter({has: page.getByRole('heading', {level: 1})});
    await expect(hero.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/docs');
    await expect(hero.getByRole('link', {name: 'Try it in your browser'})).toHaveAttribute(
      'href',
      '/docs/playground',
    );
    await expect(page.locator('[data-feature]')).toHaveCount(6);
    for (const feature of ['markdown', 'versioning', 'i18n', 'search', 'react', 'plugins']) {
      await expect(page.locator(`[data-feature="${feature}"] svg`)).toBeVisible();
    }
    await expect(page.locator('pre code').first()).toContainText('create-docusaurus');
    await expect(hero).toContainText('Current version: 3.8.1');
    await expect(hero.getByRole('link', {name: "what's new in 3.8"})).toHaveAttribute(
      'href',
      '/blog/releases/3.8',
    );
    expect(errors).toEqual([]);
  });

  test('loads no heavy media: every image is local and small', async ({page}) => {
    const images: {url: string; size: number}[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'image') {
        images.push({url: response.url(), size: (await response.body()).length});
      }
    });
    await page.goto('/', {waitUntil: 'networkidle'});
    for (const image of images) {
      expect(new URL(image.url).host, image.url).toBe(new URL(page.url()).host);
      expect(image.size, image.url).toBeLessThan(30 * 1024);
    }
  });

  test('the calls to action lead to existing pages', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Try it in your browser'}).click();
    await expect(page).toHaveURL(/\/docs\/playground$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test.describe('showcase', () => {
  const cards = (page: Page) => page.getByTestId('showcase-card');
  const count = (page: Page) => page.locator('#showcase-results');
  const tagBox = (page: Page, label: string) =>
    page.getByRole('group', {name: 'Filter by tag'}).getByRole('checkbox', {name: label});

  test('shows every site, favourites first, each with a local preview', async ({page}) => {
    await page.goto('/showcase');
    expect(sites.length).toBeGreaterThanOrEqual(60);
    await expect(cards(page)).toHaveCount(sites.length);
    await expect(count(page)).toHaveText(`All ${sites.length} sites`);
    const favorites = sites.filter((site) => site.tags.includes('favorite')).length;
    await expect(
      cards(page)
        .nth(favorites - 1)
        .getByRole('img', {name: 'Favorite'}),
    ).toBeVisible();
    await expect(cards(page).nth(favorites).getByRole('img', {name: 'Favorite'})).toHaveCount(0);
    const src = await cards(page).first().locator('img').first().getAttribute('src');
    expect(src).toMatch(/^\/img\/showcase\/[a-z0-9-]+\.webp$/);
    expect((await page.request.get(src!)).status()).toBe(200);
  });

  test('filters by tag with OR and AND, by name, and writes the state to the URL', async ({
    page,
  }) => {
    await page.goto('/showcase');
    await waitForHydration(page);

    await tagBox(page, 'Meta').check();
    await tagBox(page, 'Favorite').check();
    const either = withTags(['meta', 'favorite'], 'OR').length;
    await expect(count(page)).toHaveText(`${either} of ${sites.length} sites`);
    await expect(cards(page)).toHaveCount(either);
    await expect(page).toHaveURL(/\/showcase\?tags=meta&tags=favorite$/);

    await page.getByRole('radio', {name: 'All tags (AND)'}).check();
    const both = withTags(['meta', 'favorite'], 'AND');
    await expect(cards(page)).toHaveCount(both.length);
    await expect(page).toHaveURL(/\?tags=meta&tags=favorite&operator=AND$/);

    await tagBox(page, 'Favorite').uncheck();
    await page.getByRole('searchbox', {name: 'Search by name'}).fill('react');
    const metaReact = withTags(['meta'], 'AND').filter((site) => /react/i.test(site.title));
    expect(metaReact.length).toBeGreaterThan(1);
    await expect(cards(page)).toHaveCount(metaReact.length);
    await expect(count(page)).toHaveText(`${metaReact.length} of ${sites.length} sites`);
    await expect(page).toHaveURL(/\?tags=meta&operator=AND&name=react$/);
  });

  test('a keyboard user keeps focus on the filters while changing them', async ({page}) => {
    // Filter changes replace the history entry: a pushed entry would make the theme move focus
    // to the top of the page (as after any navigation), and the reader would lose their place.
    await page.goto('/showcase');
    await waitForHydration(page);
    await tagBox(page, 'Meta').focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/showcase\?tags=meta$/);
    await expect(tagBox(page, 'Meta')).toBeFocused();
    const name = page.getByRole('searchbox', {name: 'Search by name'});
    await name.focus();
    await page.keyboard.type('react');
    await expect(page).toHaveURL(/\?tags=meta&name=react$/);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('react');
  });

  test('restores the filters from the URL', async ({page}) => {
    // The prerendered page is unfiltered; the URL's filters apply after hydration, without errors.
    const errors = collectErrors(page);
    await page.goto('/showcase?tags=opensource&tags=i18n&operator=AND&name=re');
    await waitForHydration(page);
    const expected = withTags(['opensource', 'i18n'], 'AND').filter((site) =>
      site.title.toLowerCase().includes('re'),
    );
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(tagBox(page, 'Open-Source')).toBeChecked();
    await expect(tagBox(page, 'I18n')).toBeChecked();
    await expect(tagBox(page, 'Meta')).not.toBeChecked();
    await expect(page.getByRole('radio', {name: 'All tags (AND)'})).toBeChecked();
    await expect(page.getByRole('searchbox', {name: 'Search by name'})).toHaveValue('re');
    expect(errors).toEqual([]);
  });

  test('shows an empty state whose button clears every filter', async ({page}) => {
    await page.goto('/showcase?tags=rtl&tags=meta&operator=AND');
    await waitForHydration(page);
    const empty = page.getByTestId('showcase-empty');
    await expect(empty).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(count(page)).toHaveText(`0 of ${sites.length} sites`);
    await empty.getByRole('button', {name: 'Clear filters'}).click();
    await expect(cards(page)).toHaveCount(sites.length);
    await expect(page).toHaveURL(/\/showcase$/);
    await expect(tagBox(page, 'RTL Direction')).not.toBeChecked();
  });
});

test.describe('versions page', () => {
  const hostedVersions: string[] = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../versions.json'), 'utf8'),
  );

  test('lists Canary, the latest release and past versions with docs and notes', async ({page}) => {
    await page.goto('/versions');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus versions');
    const canary = page.locator('tr[data-version="current"]');
    await expect(canary.getByRole('rowheader')).toContainText('Canary');
    await expect(canary.getByRole('link', {name: 'Documentation'})).toHaveAttribute(
      'href',
      '/docs/',
    );

    for (const version of ['3.8.1', '3.7.0']) {
      const row = page.locator(`tr[data-version="${version}"]`);
      const docs = row.getByRole('cell').first().getByRole('link');
      // Hosted versions link to their docs here, the others to the tagged sources.
      await expect(docs).toHaveAttribute(
        'href',
        hostedVersions.includes(version)
          ? `/docs/${version}/`
          : `https://github.com/facebook/docusaurus/tree/v${version}/website/docs`,
      );
      await expect(row.getByRole('link', {name: `Changelog ${version}`})).toHaveAttribute(
        'href',
        `/changelog/${version}`,
      );
      await expect(row.getByRole('link', {name: 'Release post'})).toHaveAttribute(
        'href',
        `/blog/releases/${version.split('.').slice(0, 2).join('.')}`,
      );
    }
    await expect(page.locator('tr[data-version="3.6.3"] a').first()).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/tree/v3.6.3/website/docs',
    );
    await expect(page.locator('tr[data-version="1.x"] a').first()).toHaveAttribute(
      'href',
      'https://v1.docusaurus.io/',
    );
  });

  test('every internal link resolves', async ({page}) => {
    await page.goto('/versions');
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(30);
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test.describe('feature requests', () => {
  const items = (page: Page) => page.getByTestId('feature-request');

  test('the board lists every request and filters by status, category and text', async ({page}) => {
    await page.goto('/feature-requests');
    await waitForHydration(page);
    expect(featureRequests.length).toBeGreaterThanOrEqual(20);
    await expect(items(page)).toHaveCount(featureRequests.length);

    await page.getByLabel('Status').selectOption('done');
    const done = featureRequests.filter((request) => request.status === 'done');
    await expect(items(page)).toHaveCount(done.length);
    await expect(items(page).locator('[data-status]:not([data-status="done"])')).toHaveCount(0);

    await page.getByLabel('Category').selectOption('blog');
    const doneBlog = done.filter((request) => request.category === 'blog');
    await expect(items(page)).toHaveCount(doneBlog.length);
    await expect(page.getByTestId('feature-requests-count')).toHaveText(
      `${doneBlog.length} of ${featureRequests.length} requests`,
    );

    await page.getByLabel('Status').selectOption('all');
    await page.getByLabel('Category').selectOption('all');
    await page.getByRole('searchbox', {name: 'Search'}).fill('mermaid');
    await expect(items(page)).toHaveCount(1);
    await items(page).getByRole('link').click();
    await expect(page).toHaveURL(/\/feature-requests\/mermaid-diagrams$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Mermaid diagrams in Markdown');
  });

  test('the filters live in the URL: a reload, a link and Back keep them', async ({page}) => {
    const tooling = featureRequests.filter((request) => request.category === 'tooling');
    await page.goto('/feature-requests?category=tooling');
    await waitForHydration(page);
    await expect(page.getByLabel('Category')).toHaveValue('tooling');
    await expect(items(page)).toHaveCount(tooling.length);

    await page.getByLabel('Status').selectOption('done');
    await expect(page).toHaveURL(/\/feature-requests\?category=tooling&status=done$/);
    const shown = tooling.filter((request) => request.status === 'done');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Status')).toHaveValue('done');
    await expect(items(page)).toHaveCount(shown.length);

    expect(shown.length).toBeGreaterThan(0);
    const first = items(page).first().getByRole('link');
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title ?? '');
    await page.goBack();
    await expect(page.getByLabel('Status')).toHaveValue('done');
    await expect(items(page)).toHaveCount(shown.length);
  });

  test('a deep link to a request loads directly', async ({page}) => {
    const request = featureRequests.find((entry) => entry.slug === 'css-cascade-layers')!;
    const response = await page.goto(`/feature-requests/${request.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(request.title);
    await expect(page.locator('main')).toContainText(request.description);
    await expect(page.getByRole('link', {name: 'Docusaurus 3.8'})).toHaveAttribute(
      'href',
      '/blog/releases/3.8',
    );
    await expect(page.getByRole('link', {name: 'Discuss and vote on GitHub'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/docusaurus\/issues\?q=/,
    );
  });

  test('an unknown request shows the not-found state', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/feature-requests/no-such-request');
    const notFound = page.getByTestId('feature-request-not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound.getByRole('heading', {level: 1})).toHaveText('Feature request not found');
    await expect(notFound).toContainText('no-such-request');
    // The server answers with the static not-found page, which hydrates without a mismatch.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await notFound.getByRole('link', {name: 'All feature requests'}).click();
    await expect(items(page)).toHaveCount(featureRequests.length);
  });
});

test.describe('examples', () => {
  test('the Markdown page renders its partials and its component', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/examples/markdownPageExample/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Markdown page example');
    await expect(
      page.getByRole('heading', {name: 'Chapter 1: a plain Markdown partial'}),
    ).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Chapter 2: an MDX partial'})).toBeVisible();
    await expect(page.locator('.admonition, .theme-admonition').first()).toContainText(
      'readers of the examples',
    );
    const component = page.getByTestId('example-component');
    await expect(component).toContainText('0 clicks so far');
    await component.getByRole('button', {name: 'Click me'}).click();
    await expect(component).toContainText('1 clicks so far');
    expect(errors).toEqual([]);
  });

  test('the noIndex page asks robots not to index it', async ({page}) => {
    await page.goto('/examples/noIndex/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('A page search engines skip');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});

test.describe('community docs', () => {
  const pages = [
    ['support', 'Support'],
    ['team', 'Team'],
    ['resources', 'Resources'],
    ['contributing', 'Contributing'],
    ['canary', 'Canary releases'],
    ['release-process', 'Release process'],
  ] as const;

  for (const [slug, title] of pages) {
    test(`/community/${slug} renders with the community sidebar`, async ({page}) => {
      const response = await page.goto(`/community/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      await expect(sidebar.locator('.menu__link')).toHaveText([
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
      ]);
      await expect(sidebar.locator('.menu__link--active')).toHaveText(title);
      await expect(page.locator('article')).not.toContainText('TODO');
    });
  }

  test('the team page lists maintainers with GitHub handles and no remote photos', async ({
    page,
  }) => {
    await page.goto('/community/team');
    await expect(page.getByRole('link', {name: '@slorber'})).toHaveAttribute(
      'href',
      'https://github.com/slorber',
    );
    const remoteImages = await page
      .locator('article img')
      .evaluateAll((images) =>
        images
          .map((image) => image.getAttribute('src') ?? '')
          .filter((src) => /^https?:/.test(src)),
      );
    expect(remoteImages).toEqual([]);
  });
});
