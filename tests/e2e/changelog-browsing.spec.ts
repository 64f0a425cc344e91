import {expect, test, type Page} from '@playwright/test';
import {baseURL} from '../../playwright.config';

// The changelog in a browser: the committers fold opens, and no page fetches anything from
// another host. Every list page, release page and the committers page as the server rendered
// them are checked on the build (tests/output/changelog-pages.test.ts).

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

test('an entry folds its committers until the reader opens the list', async ({page}) => {
  await page.goto('/changelog/');
  const committers = page.locator('main article').first().locator('details');
  await expect(committers.getByRole('link', {name: 'Sébastien Lorber'})).toBeHidden();
  await committers.locator('summary').click();
  await expect(committers.getByRole('link', {name: 'Sébastien Lorber'})).toBeVisible();
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
