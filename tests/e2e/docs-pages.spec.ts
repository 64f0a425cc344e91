import {expect, test} from '@playwright/test';
import {contentDocPages, generatedIndexUrls} from './data/docUrls';
import {collectErrors, waitForHydration} from './utils';

// Every non-API page of the current docs, plus the two generated category indexes. The list is
// data (cross-checked against docs/ by tests/unit/doc-urls.test.ts), not a copy in this file.
const urls = [...contentDocPages.map((page) => page.url), ...generatedIndexUrls];

test.describe('docs pages', () => {
  for (const url of urls) {
    test(`${url} renders with one h1, its sidebar link active and no errors`, async ({page}) => {
      const errors = collectErrors(page);
      const response = await page.goto(url);

      expect(response?.status(), `${url} should be served directly`).toBe(200);
      expect(new URL(page.url()).pathname, `${url} should not redirect`).toBe(url);
      await waitForHydration(page);

      await expect(page.locator('h1')).toHaveCount(1);

      const sidebar = page.locator('.theme-doc-sidebar-container');
      const activeLink = sidebar.locator(`a.menu__link--active[href="${url}"]`);
      await expect(activeLink, `the sidebar should mark ${url} as the current page`).toHaveCount(1);
      await expect(activeLink).toBeVisible();

      expect(errors).toEqual([]);
    });
  }
});
