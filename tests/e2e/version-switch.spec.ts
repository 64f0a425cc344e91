/**
 * Moving between docs versions in the browser: the navbar's version dropdown, which keeps the
 * page, query and hash, and the version banner's link to the newest release; the language menu,
 * which keeps them too. What the banner and badge say on each page is checked on the build
 * (tests/output/docs-pages.test.ts).
 */
import {expect, test} from '@playwright/test';
import {openPage} from './utils';
import {versionDropdown} from './versionDropdown';

const CASCADE_LAYERS = '/api/plugins/@docusaurus/plugin-css-cascade-layers';

test.describe('version dropdown', () => {
  test('links to the same page in every version, keeping query and hash, then to /versions', async ({
    page,
  }) => {
    await openPage(page, '/docs/cli?x=1#docs-version');
    const dropdown = versionDropdown(page);
    // The hash scrolls the page far down, where the hideable navbar may hide as late layout
    // shifts scroll it further; at the top of the page it stays. The URL keeps the hash.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(dropdown).toBeInViewport();
    await dropdown.hover();
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu.getByRole('link', {name: 'Canary 🚧'})).toHaveAttribute(
      'href',
      '/docs/cli?x=1#docs-version',
    );
    await expect(menu.getByRole('link', {name: '3.8.1'})).toHaveAttribute(
      'href',
      '/docs/3.8.1/cli?x=1#docs-version',
    );
    await expect(menu.getByRole('link', {name: '3.7.0'})).toHaveAttribute(
      'href',
      '/docs/3.7.0/cli?x=1#docs-version',
    );
    await expect(menu.locator('a').last()).toHaveAttribute('href', '/versions');
    await expect(menu).not.toContainText('not in this version');

    await menu.getByRole('link', {name: '3.7.0'}).click();
    await expect(page).toHaveURL(/\/docs\/3\.7\.0\/cli\?x=1#docs-version$/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.7.0');
  });

  test('on the CSS cascade layers page, marks 3.7.0 and falls back to its main doc', async ({
    page,
  }) => {
    await openPage(page, `/docs${CASCADE_LAYERS}?x=1#options`);
    const dropdown = versionDropdown(page);
    await dropdown.hover();
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu.getByRole('link', {name: '3.8.1', exact: true})).toHaveAttribute(
      'href',
      `/docs/3.8.1${CASCADE_LAYERS}?x=1#options`,
    );
    const missing = menu.getByRole('link', {name: '3.7.0 (not in this version)'});
    await expect(missing).toHaveAttribute('href', '/docs/3.7.0/?x=1#options');
    await expect(missing).toBeVisible();
    await expect(menu.getByText('not in this version')).toHaveCount(1);

    await missing.click();
    await expect(page).toHaveURL(/\/docs\/3\.7\.0\/\?x=1#options$/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.7.0');
  });
});

test('following the version banner link opens the page in 3.8.1', async ({page}) => {
  await openPage(page, '/docs/3.7.0/cli');
  await page.locator('.theme-doc-version-banner').getByRole('link').click();
  await expect(page).toHaveURL(/\/docs\/3\.8\.1\/cli$/);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.8.1');
});

test('the language menu keeps the query and hash of the URL the page was opened at', async ({
  page,
}) => {
  await openPage(page, '/docs/installation?x=1#requirements');
  await page.evaluate(() => window.scrollTo(0, 0));
  const dropdown = page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('.dropdown__link', {hasText: 'English'})});
  await dropdown.hover();
  await expect(
    dropdown.locator('.dropdown__menu').getByRole('link', {name: 'English'}),
  ).toHaveAttribute('href', '/docs/installation?x=1#requirements');
});
