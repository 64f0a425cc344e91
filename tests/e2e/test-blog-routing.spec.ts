import {expect, test} from '@playwright/test';
import {openPage} from './utils';

// Test blog posts that need the browser: the .html slug post routed at its .html URL (loaded
// directly, from the archive, and without its suffix before the router starts), and authors known
// only by an avatar, whose names take no room. Pagination, unlisted and draft posts and the
// feeds are checked on the build (tests/output/test-area-content.test.ts, blog-feeds.test.ts).

test('the .html slug post is routed at its .html URL, loaded directly or from the archive', async ({
  page,
}) => {
  // Loaded directly: the server sends the file and the router matches the exact route.
  const {response} = await openPage(page, '/tests/blog/html-slug.html');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/tests\/blog\/html-slug\.html$/);
  await expect(page.locator('main h1')).toHaveText('A post whose slug ends in .html');
  // Reached from the archive, through the client router.
  await openPage(page, '/tests/blog/archive');
  await page.getByRole('link', {name: 'A post whose slug ends in .html'}).click();
  await expect(page).toHaveURL(/\/tests\/blog\/html-slug\.html$/);
  await expect(page.locator('main h1')).toHaveText('A post whose slug ends in .html');
});

test('the .html slug post opened without its suffix (a host serves the file) takes its route', async ({
  page,
}) => {
  const {errors} = await openPage(page, '/tests/blog/html-slug?from=link#top');
  await expect(page).toHaveURL(/\/tests\/blog\/html-slug\.html\?from=link#top$/);
  await expect(page.locator('main h1')).toHaveText('A post whose slug ends in .html');
  await expect(page.locator('main')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('authors known only by an avatar have alt text and a hidden name', async ({page}) => {
  const {errors} = await openPage(page, '/tests/blog/2022/01/20/image-only-authors');
  const header = page.locator('main article header');
  for (const key of ['pixel-cat', 'pixel-dog']) {
    await expect(header.getByRole('img', {name: key, exact: true})).toBeVisible();
    const name = header.locator('.avatar__name > :first-child', {hasText: key});
    await expect(name).toBeAttached();
    expect((await name.boundingBox())?.width, key).toBeLessThanOrEqual(1);
  }
  // The author with a name shows it as before.
  await expect(header.getByText('Test bot', {exact: true})).toBeVisible();
  expect(errors).toEqual([]);
});
