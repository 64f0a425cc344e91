/**
 * The feature request board: filters by status, category and text, kept in the URL through a
 * reload, a link and Back; an unknown request shows the not-found state. Each request's own page
 * is checked on the build in tests/output/site-pages.test.ts.
 */
import {expect, test, type Page} from '@playwright/test';
import {featureRequests} from '../../src/data/featureRequests';
import {openPage, waitForHydration} from './utils';

test.describe('feature requests', () => {
  const items = (page: Page) => page.getByTestId('feature-request');

  test('the board lists every request and filters by status, category and text', async ({page}) => {
    await openPage(page, '/feature-requests');
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
    await openPage(page, '/feature-requests?category=tooling');
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

  test('an unknown request shows the not-found state', async ({page}) => {
    const {errors} = await openPage(page, '/feature-requests/no-such-request');
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
