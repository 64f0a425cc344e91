/**
 * Zoomable images and Mermaid diagrams: a click or Enter opens them larger in a dialog that keeps
 * the focus, passes axe, closes with Escape and gives the focus back.
 */
import {expect, test, type Page} from '@playwright/test';
import {axe, openPage} from './utils';

/** Axe scoped to the open dialog. */
function axeOnDialog(page: Page) {
  return axe(page).include('dialog').analyze();
}

test.describe('zoomable images and diagrams', () => {
  const imagePage = '/docs/markdown-features/assets';

  test('an image opens in a dialog with Enter, Escape closes it and focus returns', async ({
    page,
  }) => {
    await openPage(page, imagePage);
    const trigger = page.getByRole('button', {name: /^Enlarge image: The valley by day/}).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'The valley by day, drawn as an SVG'});
    await expect(dialog).toBeVisible();
    const source = await trigger.getByRole('img').getAttribute('src');
    await expect(dialog.getByRole('img')).toHaveAttribute('src', source ?? '');
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    // Focus stays in the dialog.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();

    const results = await axeOnDialog(page);
    expect(results.violations).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await trigger.click();
    await page.getByRole('dialog').getByRole('button', {name: 'Close'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('the zoom animation is skipped for reduced motion', async ({page}) => {
    await openPage(page, imagePage);
    const animation = async () => {
      await page
        .getByRole('button', {name: /^Enlarge image/})
        .first()
        .click();
      const name = await page
        .locator('dialog[open]')
        .evaluate((dialog) => getComputedStyle(dialog).animationName);
      await page.keyboard.press('Escape');
      return name;
    };
    expect(await animation()).toMatch(/zoom-in/);
    await page.emulateMedia({reducedMotion: 'reduce'});
    expect(await animation()).toBe('none');
  });

  test('a Mermaid diagram opens larger in a dialog', async ({page}) => {
    await openPage(page, '/docs/markdown-features/diagrams');
    const trigger = page.getByRole('button', {name: 'Enlarge diagram'}).first();
    await trigger.scrollIntoViewIfNeeded();
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    await trigger.click();
    const dialog = page.getByRole('dialog', {name: 'Diagram'});
    await expect(dialog.locator('svg').first()).toBeVisible();
    const results = await axeOnDialog(page);
    expect(results.violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('a diagram drawn at build time opens in the dialog with ids of its own, and loads no Mermaid', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await openPage(page, '/docs/');
    const inPage = page.locator('article .mermaid-svg svg').filter({visible: true});
    await expect(inPage).toHaveCount(1);
    await page.getByRole('button', {name: 'Enlarge diagram'}).first().click();
    const dialog = page.getByRole('dialog', {name: 'Diagram'});
    await expect(dialog.getByRole('img', {name: 'Diagram'})).toBeVisible();
    expect(await dialog.locator('.mermaid-svg svg').first().getAttribute('id')).toMatch(
      /-zoom-light$/,
    );
    expect((await axeOnDialog(page)).violations).toEqual([]);
    expect(scripts.filter((url) => url.includes('mermaid'))).toEqual([]);
  });
});
