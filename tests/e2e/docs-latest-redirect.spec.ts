/**
 * /docs/latest/… addresses in the browser: the redirect page's script lands on the same page of
 * the newest release with the query and hash, and without JavaScript its meta refresh does. That
 * every such address is a redirect page is checked on the build (tests/output/docs-versions).
 */
import {expect, test} from '@playwright/test';
import {openPage} from './utils';

test('/docs/latest/… lands on the same page of 3.8.1, keeping query and hash', async ({page}) => {
  await openPage(page, '/docs/latest/cli?x=1#docs-version', {hydrate: false});
  await expect(page).toHaveURL(/\/docs\/3\.8\.1\/cli\?x=1#docs-version$/);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.8.1');
});

test('/docs/latest is the main doc of 3.8.1', async ({page}) => {
  await openPage(page, '/docs/latest', {hydrate: false});
  await expect(page).toHaveURL(/\/docs\/3\.8\.1\/$/);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('/docs/latest/… still reaches 3.8.1, through the meta refresh', async ({page}) => {
    await page.goto('/docs/latest/cli');
    await expect(page).toHaveURL(/\/docs\/3\.8\.1\/cli$/);
    await expect(page.locator('h1')).toHaveText('CLI');
  });
});
