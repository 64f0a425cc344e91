import {expect, test, type Page} from '@playwright/test';
import {contrastRatio, formatHex} from '../../src/utils/colorUtils';
import {openPage} from './utils';

// The test area's feature pages that need a browser: error boundaries, history, hydration,
// client navigation, computed colours on a phone in dark mode, and style isolation. What these
// pages render on the server is checked on the build (tests/output/test-area-content.test.ts).

/** Contrast ratio between two computed colours (`rgb(…)` strings). */
function cssContrast(color: string, background: string): number {
  const hex = (css: string) => {
    const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
    return formatHex({r, g, b});
  };
  return contrastRatio(hex(color), hex(background));
}

/** Switches the colour mode in place, as the toggle does. */
async function darkMode(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
}

test('the error boundary page contains each crash in its nearest boundary', async ({page}) => {
  await openPage(page, '/tests/pages/error-boundary-tests');
  await page.getByRole('button', {name: 'Throw in inner boundary A'}).click();
  await expect(page.locator('main')).toContainText('Thrown inside inner boundary A');
  await expect(page.getByRole('button', {name: 'Throw in inner boundary B'})).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('button', {name: 'Throw in inner boundary A'})).toBeVisible();

  // Danger buttons keep white text in dark mode too (Infima writes it black: 3.1:1).
  await darkMode(page);
  const outer = page.getByRole('button', {name: 'Throw in the outer boundary'});
  await expect
    .poll(async () => {
      const [color, background] = await outer.evaluate((button) => [
        getComputedStyle(button).color,
        getComputedStyle(button).backgroundColor,
      ]);
      return cssContrast(color!, background!);
    })
    .toBeGreaterThanOrEqual(4.5);

  await outer.click();
  await expect(page.getByRole('alert')).toContainText('Thrown inside the outer boundary');
  await expect(page.getByRole('button', {name: 'Throw in inner boundary B'})).toHaveCount(0);
});

test('the history page pushes and replaces entries', async ({page}) => {
  const {errors} = await openPage(page, '/tests/pages/history-tests');
  const length = page.getByTestId('history-length');
  // The entry count is read in the browser only, after hydration.
  await expect(length).toHaveText(/^\d+$/);
  const before = Number(await length.textContent());
  await page.getByRole('button', {name: 'Push step 1'}).click();
  await expect(page).toHaveURL(/\?step=1$/);
  await expect(page.getByTestId('history-state')).toHaveText('step 1');
  await expect(length).toHaveText(String(before + 1));
  await page.getByRole('button', {name: 'Replace the current entry'}).click();
  await expect(page).toHaveURL(/\?step=1&replaced=true$/);
  await expect(length).toHaveText(String(before + 1));
  // Reloaded with a query string, the page hydrates without a mismatch, then shows the query.
  await page.reload();
  await expect(page.getByTestId('history-search')).toHaveText('?step=1&replaced=true');
  expect(errors).toEqual([]);
  await page.getByRole('button', {name: 'Back'}).click();
  await expect(page).toHaveURL(/history-tests$/);
});

test('the hydration page hydrates server HTML without errors', async ({page}) => {
  const {errors} = await openPage(page, '/tests/pages/hydration-tests');
  await expect(page.getByTestId('render-environment')).toHaveText(/^Hydrated/);
  await expect(page.getByTestId('browser-only')).toContainText('px wide');
  await page.getByRole('button', {name: 'Clicked 0 times'}).click();
  await expect(page.getByRole('button', {name: 'Clicked 1 times'})).toBeVisible();
  expect(errors).toEqual([]);
});

test('the link page opens external links safely and navigates internal ones in place', async ({
  page,
}) => {
  await openPage(page, '/tests/pages/link-tests');
  const external = page.getByRole('link', {name: 'External link'});
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('link', {name: 'pathname:// link to a static file'})).toHaveAttribute(
    'href',
    '/img/logo.svg',
  );
  await expect(page.getByRole('link', {name: 'NavLink to this page (active)'})).toHaveClass(
    /dogfood-active-link/,
  );
  await page.evaluate(() => ((window as {marker?: boolean}).marker = true));
  await page.getByRole('link', {name: 'Absolute path'}).click();
  await expect(page).toHaveURL(/\/tests\/pages\/seo$/);
  expect(await page.evaluate(() => (window as {marker?: boolean}).marker)).toBe(true);
});

test.describe('on a phone in dark mode', () => {
  test.use({viewport: {width: 390, height: 844}, colorScheme: 'dark'});

  test('the navbar dropdown page shows its demo dropdowns', async ({page}) => {
    await page.goto('/tests/pages/navbar-dropdown-tests');
    const demo = page.getByTestId('dropdown-demo');
    await expect(demo.getByText('Test pages', {exact: true})).toBeVisible();
    await expect(demo.getByText('Docs tests', {exact: true})).toBeVisible();
  });

  test('the z-index page keeps its sticky bar readable (4.5:1 or more)', async ({page}) => {
    await openPage(page, '/tests/pages/z-index-tests');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const [color, background] = await page
      .getByTestId('z-sticky')
      .evaluate((bar) => [getComputedStyle(bar).color, getComputedStyle(bar).backgroundColor]);
    expect(cssContrast(color!, background!)).toBeGreaterThanOrEqual(4.5);
  });
});

test('the style isolation page reverts to browser defaults and to Infima', async ({page}) => {
  await page.goto('/tests/pages/style-isolation');
  const color = (testId: string) =>
    page.getByTestId(testId).evaluate((link) => getComputedStyle(link).color);
  const infima = await color('infima-link');
  expect(await color('reverted-link')).toBe('rgb(0, 0, 238)');
  expect(await color('override-link')).toBe('rgb(200, 0, 0)');
  expect(await color('layer-reverted-link')).toBe(infima);
  expect(infima).not.toBe('rgb(0, 0, 238)');
  // The site override has a lighter red on the dark background.
  await darkMode(page);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect
    .poll(async () => cssContrast(await color('override-link'), background))
    .toBeGreaterThanOrEqual(4.5);
});
