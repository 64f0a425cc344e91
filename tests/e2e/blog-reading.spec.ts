import {expect, test} from '@playwright/test';
import {axe, openPage} from './utils';

// Reading the blog in a browser: what needs layout, scrolling, a time zone or the hydrated head.
// What the server rendered (every post's title, date and authors, every list page, tag and
// author page, the archive's headings, feeds) is checked on the build: tests/output/blog-*.test.ts.

test('a post keeps its "On this page" landmark in view and its own social card once hydrated', async ({
  page,
}) => {
  await openPage(page, '/blog/releases/3.8');
  const toc = page.getByRole('navigation', {name: 'On this page'});
  const firstLink = toc.locator('a.table-of-contents__link').first();
  await expect(firstLink).toBeVisible();
  // The landmark takes no box: the list is still sticky in its column.
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await expect(firstLink).toBeInViewport();
  // While the page hydrates, the head can briefly hold the site-wide card; the post's own card
  // (tests/output/blog-posts.test.ts checks every release post's server HTML) must be what stays.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/assets\/images\/.+\.png$/,
  );
});

test('the archive outline passes axe: one banner, headings in order, every part in a landmark', async ({
  page,
}) => {
  await openPage(page, '/blog/archive');
  // The site's navbar area is the page's only banner; the archive's hero is inside main.
  await expect(page.getByRole('banner')).toHaveCount(1);
  const {violations} = await axe(page)
    .withRules(['heading-order', 'landmark-no-duplicate-banner', 'landmark-unique', 'region'])
    .analyze();
  expect(violations.map(({id}) => id)).toEqual([]);
});

test.describe('a reader west of UTC', () => {
  test.use({timezoneId: 'America/Los_Angeles'});

  test('sees posts of 1 January under their own year, on a page that hydrates cleanly', async ({
    page,
  }) => {
    const {errors} = await openPage(page, '/tests/blog');
    // In Los Angeles, 2025-01-01T00:00Z is still 31 December 2024.
    const year2025 = page.locator('aside [role="group"]', {
      has: page.getByRole('heading', {level: 3, name: '2025'}),
    });
    await expect(year2025.getByRole('link', {name: 'Links across plugins'})).toBeVisible();
    expect(errors).toEqual([]);
  });
});
