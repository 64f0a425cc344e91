// The /search page: the query in the URL, hierarchy and snippets, the version selector, loading
// more results, and the reader's place kept for Back.
import {expect, test} from '@playwright/test';
import {collectErrors, SEARCH_INDEXED} from './utils';
import {hydrated} from './searchSteps';

test.describe('search page', () => {
  test('a query of spaces alone shows the empty state, not a search that never ends', async ({
    page,
  }) => {
    await page.goto('/search?q=%20%20%20');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page).toHaveTitle(/^Search the documentation/);
    await expect(page.locator('article')).toHaveCount(0);
  });

  test('updates the URL as you type and shows hierarchy and snippets', async ({page}) => {
    await page.goto('/search');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    const box = page.getByRole('searchbox', {name: 'Search'});
    await box.fill('versioning');
    await expect(page).toHaveURL(/\?q=versioning/);
    const first = page.locator('article').first();
    await expect(first.getByRole('heading', {level: 2})).toBeVisible(SEARCH_INDEXED);
    await expect(first.getByRole('list', {name: 'Location'})).toBeVisible();
    await expect(page.locator('article mark').first()).toHaveText(/version/i);

    // A query that finds nothing says so and offers to report it, as the modal does.
    await box.fill('zqxjvwk');
    await expect(page.getByText('No results were found')).toBeVisible(SEARCH_INDEXED);
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    const report = page.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/docusaurus\/issues\/new\?.*title=.*zqxjvwk/,
    );
    await expect(report).toHaveAttribute('target', '_blank');
    await expect(report).toHaveAttribute('rel', /noopener/);
  });

  test('a query longer than 64 characters in the URL is cut to 64', async ({page}) => {
    await page.goto(`/search?q=${'sidebar'.repeat(15)}`);
    await hydrated(page);
    const cut = 'sidebar'.repeat(15).slice(0, 64);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(cut);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${cut}"`);
  });

  test('opened with a query and a version in the URL, the page hydrates without an error', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/search?q=sidebar&version=3.7.0');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "sidebar"');
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('sidebar');
    await expect(page.getByLabel('Docs version')).toHaveValue('3.7.0');
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible(SEARCH_INDEXED);
    expect(errors).toEqual([]);
  });

  test('searches the docs version chosen in the selector', async ({page}) => {
    await page.goto('/search?q=sidebar');
    await hydrated(page);
    const select = page.getByLabel('Docs version');
    await expect(select.locator('option')).toHaveText([/Canary/, '3.8.1', '3.7.0']);
    const links = () =>
      page
        .locator('article h2 a')
        .evaluateAll((as) =>
          as
            .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
            .filter((p) => p.startsWith('/docs/')),
        );
    await expect.poll(async () => (await links()).length, SEARCH_INDEXED).toBeGreaterThan(0);
    expect((await links()).filter((p) => /^\/docs\/3\.\d/.test(p))).toEqual([]);
    await select.selectOption('3.7.0');
    await expect(page).toHaveURL(/version=3\.7\.0/);
    // The list empties while the other version loads: wait for docs links, all of 3.7.0.
    await expect
      .poll(async () => {
        const paths = await links();
        return paths.length > 0 && paths.every((p) => p.startsWith('/docs/3.7.0/'));
      }, SEARCH_INDEXED)
      .toBe(true);
  });

  test('loads more results as the reader scrolls, and Back from one returns to the same place', async ({
    page,
  }) => {
    await page.goto('/search?q=docs');
    await hydrated(page);
    const results = page.locator('article');
    await expect(results).toHaveCount(20, SEARCH_INDEXED);
    await results.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => results.count()).toBeGreaterThan(20);
    const shown = await results.count();
    const chosen = results
      .nth(shown - 2)
      .getByRole('link')
      .first();
    await chosen.scrollIntoViewIfNeeded();
    const title = await chosen.textContent();
    // The place is saved on the scroll event, which comes before the frame's animation callbacks.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(2000);

    await chosen.click();
    await page.waitForURL((url) => url.pathname !== '/search');
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/^Search results/);
    // A reader reads the result before going back. (Back within a moment of arriving can still
    // find the page starting from its first results: the place is not read then.)
    await page.waitForTimeout(1000);
    await page.goBack();
    await expect(
      results
        .nth(shown - 2)
        .getByRole('link')
        .first(),
    ).toHaveText(title!);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
    await expect(results.nth(shown - 2)).toBeInViewport();
  });
});
