/**
 * Printing a page: the site's chrome is hidden, every tab panel is shown under its label, code
 * wraps, and details blocks open for the print and close afterwards.
 */
import {expect, test} from '@playwright/test';
import {openPage} from './utils';

test.describe('print', () => {
  test('hides the chrome and shows every tab panel under its label', async ({page}) => {
    await openPage(page, '/docs/markdown-features/tabs');
    const panels = page.locator('[role="tabpanel"]');
    const hiddenOnScreen = await panels.evaluateAll(
      (elements) => elements.filter((element) => (element as HTMLElement).hidden).length,
    );
    expect(hiddenOnScreen).toBeGreaterThan(0);

    await page.emulateMedia({media: 'print'});
    for (const chrome of [
      '.navbar',
      '.theme-doc-sidebar-container',
      '.footer',
      '.pagination-nav',
    ]) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
    const count = await panels.count();
    for (let index = 0; index < count; index += 1) {
      await expect(panels.nth(index)).toBeVisible();
    }
    const label = await page
      .locator('.tab-item-print[data-tab-label="Pear"]')
      .first()
      .evaluate((element) => getComputedStyle(element, '::before').content);
    expect(label).toBe('"Pear"');
    const whiteSpace = await page
      .locator('.theme-code-block pre')
      .first()
      .evaluate((element) => getComputedStyle(element).whiteSpace);
    expect(whiteSpace).toBe('pre-wrap');

    await page.emulateMedia({media: 'screen'});
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('[role="tabpanel"][hidden]').first()).toBeHidden();
  });

  test('opens details blocks for printing and closes them afterwards', async ({page}) => {
    await openPage(page, '/docs/markdown-features/react');
    const details = page.locator('article details').first();
    await expect(details).not.toHaveAttribute('open');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(details).toHaveAttribute('open', '');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(details).not.toHaveAttribute('open');
  });
});
