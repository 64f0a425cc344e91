/**
 * The preferred docs version: remembered in localStorage when a reader opens a versioned doc,
 * and used by the navbar's docs links and version dropdown everywhere else.
 */
import {expect, test, type Page} from '@playwright/test';
import {openPage, waitForHydration} from './utils';
import {preferredVersionKey, versionDropdown} from './versionDropdown';

function storedPreference(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), preferredVersionKey());
}

test('is stored on visiting a versioned doc and used by the navbar links', async ({page}) => {
  await openPage(page, '/docs/3.7.0/cli');
  await expect.poll(() => storedPreference(page)).toBe('3.7.0');

  await openPage(page, '/blog');
  const navbar = page.locator('.navbar__items').first();
  await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
    'href',
    '/docs/3.7.0/',
  );
  await expect(navbar.getByRole('link', {name: 'API', exact: true})).toHaveAttribute(
    'href',
    '/docs/3.7.0/cli',
  );
  await expect(versionDropdown(page).locator('.navbar__link').first()).toHaveText('3.7.0');
});

test('follows the version the reader opens next', async ({page}) => {
  await openPage(page, '/docs/3.7.0/cli');
  await openPage(page, '/docs/3.8.1/installation');
  await expect.poll(() => storedPreference(page)).toBe('3.8.1');
});

test('is cleared when it names a version that does not exist', async ({page}) => {
  await openPage(page, '/blog');
  await page.evaluate((key) => localStorage.setItem(key, '9.9.9'), preferredVersionKey());
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => storedPreference(page)).toBeNull();
  await expect(
    page.locator('.navbar__items').first().getByRole('link', {name: 'Docs', exact: true}),
  ).toHaveAttribute('href', '/docs/');
});
