/**
 * The announcement bar: it links to the release, can be dismissed for good, follows the colour
 * mode, and its close button stands out from it in both modes.
 */
import {expect, test} from '@playwright/test';
import {contrastRatio, formatHex, type Rgb} from '../../src/utils/colorUtils';
import {openPage, waitForHydration} from './utils';

test.describe('announcement bar', () => {
  test('announces v3.8, can be dismissed, and stays dismissed after a reload', async ({page}) => {
    await openPage(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'is out'});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', '/blog/releases/3.8');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('banner').filter({hasText: 'is out'})).toBeHidden();
  });

  test('follows the colour mode', async ({page}) => {
    await openPage(page, '/docs/installation');
    const bar = page.getByRole('banner').filter({hasText: 'is out'});
    const colours = () =>
      bar.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    const light = await colours();
    // The toggle cycles system → light → dark.
    const toggle = page.getByRole('button', {name: /dark and light mode/});
    await toggle.click();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await colours();
    expect(dark[0]).not.toBe(light[0]);
    expect(dark[1]).not.toBe(light[1]);
  });

  test('the close button stands out from the bar in light and dark mode (3:1 or more)', async ({
    page,
  }) => {
    await openPage(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'is out'});
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: mode});
      await page.reload();
      await waitForHydration(page);
      const [background, color, opacity] = await bar.getByRole('button', {name: 'Close'}).evaluate(
        (button, container) => {
          const style = getComputedStyle(button);
          return [getComputedStyle(container!).backgroundColor, style.color, style.opacity];
        },
        await bar.elementHandle(),
      );
      const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const asRgb = ([r = 0, g = 0, b = 0]: number[]): Rgb => ({r, g, b});
      const back = channels(background!);
      // The icon is drawn at the button's opacity over the bar.
      const alpha = Number(opacity);
      const seen = channels(color!).map((c, i) => c * alpha + back[i]! * (1 - alpha));
      expect(
        contrastRatio(formatHex(asRgb(seen)), formatHex(asRgb(back))),
        mode,
      ).toBeGreaterThanOrEqual(3);
    }
  });
});
