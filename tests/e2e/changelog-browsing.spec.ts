import {expect, test, type Page} from '@playwright/test';
import {baseURL} from '../../playwright.config';
import {collectErrors} from './utils';

// The changelog is generated from CHANGELOG.md and CHANGELOG-v2.md: 106 releases, 20 a page.
const entries = (page: Page) => page.locator('main article');

/** Records every request the page makes to a host other than the site under test. */
function collectForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  const siteHost = new URL(baseURL).host;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== siteHost) {
      foreign.push(request.url());
    }
  });
  return foreign;
}

test.describe('changelog list', () => {
  test('the first page shows the 20 newest releases, newest first', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/changelog/');
    await expect(page.getByRole('heading', {level: 1, name: 'Changelog'})).toBeVisible();
    await expect(entries(page)).toHaveCount(20);
    await expect(entries(page).first().getByRole('heading', {level: 2})).toHaveText('3.8.1');
    await expect(entries(page).first().locator('time')).toHaveText('June 6, 2025');
    await expect(entries(page).nth(19).getByRole('heading', {level: 2})).toHaveText('3.0.0');
    await expect(page.getByRole('link', {name: /Older entries/})).toHaveAttribute(
      'href',
      '/changelog/page/2',
    );
    expect(errors).toEqual([]);
  });

  test('each entry summarizes its changes and folds its committers', async ({page}) => {
    await page.goto('/changelog/');
    const latest = entries(page).first();
    await expect(latest).toContainText('6 bug fixes and 4 other changes from 7 committers.');
    const committers = latest.locator('details');
    await expect(committers.locator('summary')).toHaveText('7 committers');
    await expect(committers.getByRole('link', {name: 'Sébastien Lorber'})).toBeHidden();
    await committers.locator('summary').click();
    await expect(committers.getByRole('link', {name: 'Sébastien Lorber'})).toHaveAttribute(
      'href',
      'https://github.com/slorber',
    );
  });

  for (const n of [2, 3, 4, 5]) {
    test(`page ${n} shows 20 more releases`, async ({page}) => {
      await page.goto(`/changelog/page/${n}`);
      await expect(entries(page)).toHaveCount(20);
    });
  }

  test('page 6 holds the 6 oldest releases and has no older page', async ({page}) => {
    await page.goto('/changelog/page/6');
    await expect(entries(page)).toHaveCount(6);
    await expect(entries(page).last().getByRole('heading', {level: 2})).toHaveText(
      '2.0.0-alpha.19',
    );
    await expect(page.getByRole('link', {name: /Older entries/})).toHaveCount(0);
    await expect(page.getByRole('link', {name: /Newer entries/})).toHaveAttribute(
      'href',
      '/changelog/page/5',
    );
  });
});

test.describe('release pages', () => {
  test('3.8.1 shows its groups, its date and its committers', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/changelog/3.8.1');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('3.8.1');
    await expect(page.locator('main time').first()).toHaveText('June 6, 2025');
    const groups = page.locator('main article h2');
    await expect(groups).toContainText(['Bug Fix', 'Performance', 'Maintenance', 'Committers']);
    await expect(page.getByRole('link', {name: '#11242'})).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/pull/11242',
    );
    const committers = page.locator('main article section').last();
    await expect(committers.getByRole('listitem')).toHaveCount(7);
    await expect(committers.locator('svg')).toHaveCount(7);
    expect(errors).toEqual([]);
  });

  test('2.0.0-alpha.19, the oldest release, maps its free-form notes to groups', async ({page}) => {
    await page.goto('/changelog/2.0.0-alpha.19');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('2.0.0-alpha.19');
    await expect(page.locator('main time').first()).toHaveText('June 7, 2019');
    await expect(page.locator('main article h2')).toContainText([
      'Breaking Change',
      'New Feature',
      'Bug Fix',
      'Performance',
      'Maintenance',
    ]);
  });

  test('a broken publish says so and lists no changes', async ({page}) => {
    await page.goto('/changelog/2.4.2');
    await expect(page.locator('main article')).toContainText('Bad npm publish: use 2.4.3 instead.');
    await expect(page.locator('main article h2')).toHaveCount(0);
  });

  test('a feature release links to its announcement post', async ({page}) => {
    await page.goto('/changelog/3.8.0');
    await expect(page.getByRole('link', {name: 'Read the announcement of 3.8.0'})).toHaveAttribute(
      'href',
      '/blog/releases/3.8',
    );
    await page.goto('/changelog/3.8.1');
    await expect(page.getByRole('link', {name: /Read the announcement/})).toHaveCount(0);
  });

  test('the sidebar lists every release and the paginator links neighbours', async ({page}) => {
    await page.goto('/changelog/3.0.0');
    await expect(page.locator('aside nav a')).toHaveCount(106);
    await expect(page.getByRole('link', {name: /Newer post/})).toHaveAttribute(
      'href',
      '/changelog/3.0.1',
    );
    await expect(page.getByRole('link', {name: /Older post/})).toHaveAttribute(
      'href',
      '/changelog/2.4.3',
    );
  });
});

test('the committers page lists everyone credited, with local avatars', async ({page}) => {
  await page.goto('/changelog/authors/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Changelog committers');
  const cards = page.locator('main ul li');
  expect(await cards.count()).toBeGreaterThan(500);
  await expect(cards.first()).toContainText('Sébastien Lorber');
  await expect(cards.first()).toContainText('@slorber');
  await expect(cards.first().locator('svg')).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
});

test('changelog pages load nothing from other hosts', async ({page}) => {
  const foreign = collectForeignRequests(page);
  for (const path of [
    '/changelog/',
    '/changelog/page/6',
    '/changelog/3.8.1',
    '/changelog/authors/',
  ]) {
    await page.goto(path, {waitUntil: 'networkidle'});
  }
  expect(foreign).toEqual([]);
});
