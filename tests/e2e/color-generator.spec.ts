// The theme colour generator on /docs/styling-layout: live preview through the page's colour
// rule, session storage per colour mode, mode switching, reset and the contrast warning.
import {expect, test, type Page} from '@playwright/test';
import {openPage, storageNamespace, waitForHydration} from './utils';

const PAGE = '/docs/styling-layout';
const ns = storageNamespace();

const generator = (page: Page) => page.getByTestId('color-generator');
const primaryInput = (page: Page) => page.getByLabel('Primary colour', {exact: true});
const backgroundInput = (page: Page) => page.getByLabel('Background colour', {exact: true});
const adjustment = (page: Page, variable: string) =>
  page.getByLabel(`Lightness adjustment for ${variable}`, {exact: true});
const contrast = (page: Page) => page.getByTestId('color-generator-contrast');
const toggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

/** The value the whole page sees for a variable, as the browser resolves it on <html>. */
function rootVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) =>
      getComputedStyle(document.documentElement).getPropertyValue(variable).trim().toLowerCase(),
    name,
  );
}

/** Clicks the navbar toggle (system → light → dark → system) until the wanted mode shows. */
async function switchTo(page: Page, mode: 'light' | 'dark'): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    if ((await page.locator('html').getAttribute('data-theme')) === mode) {
      break;
    }
    await toggle(page).click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(generator(page)).toHaveAttribute('data-mode', mode);
}

/** Opens the page and scrolls to the generator, which loads its code as it nears the viewport. */
async function open(page: Page): Promise<void> {
  await openPage(page, PAGE);
  await generator(page).scrollIntoViewIfNeeded();
  await expect(generator(page)).toHaveAttribute('data-ready', 'true');
}

test.use({colorScheme: 'light'});

test('the generator drawn by the server stays on screen while its code downloads', async ({
  page,
}) => {
  await openPage(page, PAGE);
  // Scripts asked for from now on (the generator's own) arrive 1.5 s late.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate(() => {
    const seen = window as Window & {generatorGone?: boolean};
    new MutationObserver(() => {
      seen.generatorGone ||= !document.querySelector('[data-testid="color-generator"]');
    }).observe(document.body, {childList: true, subtree: true});
  });
  await generator(page).scrollIntoViewIfNeeded();
  await expect(generator(page)).toHaveAttribute('data-ready', 'true');
  // Replaced by the loader's spinner meanwhile, it vanished and the page jumped twice.
  expect(
    await page.evaluate(() => (window as Window & {generatorGone?: boolean}).generatorGone),
  ).toBe(false);
});

test('typing a primary colour repaints the page and fills the CSS block', async ({page}) => {
  await open(page);
  expect(await rootVariable(page, '--ifm-color-primary')).toBe('#2e8555');

  await primaryInput(page).fill('#aa3311');
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe('#aa3311');
  // The shades follow the new base colour, not the old one.
  expect(await rootVariable(page, '--ifm-color-primary-dark')).not.toBe('#29784c');
  await expect(generator(page).locator('pre')).toContainText('--ifm-color-primary: #aa3311;');
  await expect(generator(page).locator('pre')).toContainText(':root {');

  // An unfinished value is flagged and does not replace the last valid colour.
  await primaryInput(page).fill('#aa33');
  await expect(primaryInput(page)).toHaveAttribute('aria-invalid', 'true');
  expect(await rootVariable(page, '--ifm-color-primary')).toBe('#aa3311');
});

test('the chosen colours survive a reload in the same session', async ({page}) => {
  await open(page);
  await primaryInput(page).fill('#1155cc');
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe('#1155cc');
  const stored = await page.evaluate(
    (key) => sessionStorage.getItem(key),
    `docusaurus.colorGenerator.light${ns}`,
  );
  expect(stored).toContain('#1155cc');

  // Opened afresh at its top, far above the generator: the stored colours repaint the page
  // without the reader scrolling to the generator.
  await openPage(page, PAGE);
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe('#1155cc');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(primaryInput(page)).toHaveValue('#1155cc');
});

test('each colour mode keeps its own colours', async ({page}) => {
  await open(page);
  await primaryInput(page).fill('#884400');
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe('#884400');

  await switchTo(page, 'dark');
  await expect(primaryInput(page)).toHaveValue('#25c2a0');
  await expect(backgroundInput(page)).toHaveValue('#181920');
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe('#25c2a0');
  await expect(generator(page).locator('pre')).toContainText("[data-theme='dark'] {");

  await primaryInput(page).fill('#66ddff');
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe('#66ddff');

  await switchTo(page, 'light');
  await expect(primaryInput(page)).toHaveValue('#884400');
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe('#884400');

  await switchTo(page, 'dark');
  await expect(primaryInput(page)).toHaveValue('#66ddff');
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe('#66ddff');
});

test('reset restores the defaults of the current mode', async ({page}) => {
  await open(page);
  await primaryInput(page).fill('#123456');
  await adjustment(page, '--ifm-color-primary-dark').fill('0.5');
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe('#123456');

  await page.getByRole('button', {name: 'Reset to defaults'}).click();
  await expect(primaryInput(page)).toHaveValue('#2e8555');
  await expect(adjustment(page, '--ifm-color-primary-dark')).toHaveValue('0.1');
  await expect.poll(() => rootVariable(page, '--ifm-color-primary')).toBe('#2e8555');
  expect(await rootVariable(page, '--ifm-color-primary-dark')).toBe('#29784c');

  await page.reload();
  await waitForHydration(page);
  await expect(primaryInput(page)).toHaveValue('#2e8555');
});

test('editing an adjustment changes that shade only', async ({page}) => {
  await open(page);
  const before = await rootVariable(page, '--ifm-color-primary-darkest');
  await adjustment(page, '--ifm-color-primary-darkest').fill('0.6');
  await expect.poll(() => rootVariable(page, '--ifm-color-primary-darkest')).not.toBe(before);
  expect(await rootVariable(page, '--ifm-color-primary')).toBe('#2e8555');
});

test('a value that is not accepted says what is expected', async ({page}) => {
  await open(page);
  await primaryInput(page).fill('red');
  await expect(primaryInput(page)).toHaveAccessibleDescription(
    'Enter # and 3 or 6 hexadecimal digits, like #2e8555.',
  );
  await primaryInput(page).fill('#2e8555');
  await expect(primaryInput(page)).toHaveAccessibleDescription('');

  const darkest = adjustment(page, '--ifm-color-primary-darkest');
  await darkest.fill('5');
  await expect(darkest).toHaveAttribute('aria-invalid', 'true');
  await expect(darkest).toHaveAccessibleDescription('A number from -1 to 1');
  await darkest.fill('0.3');
  await expect(darkest).toHaveAccessibleDescription('');
});

test('on a phone the shade table fits: names break only after --ifm-color-', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page);
  const row = generator(page).locator('tr', {hasText: 'primary-lightest'});
  const name = row.locator('code').first();
  const {height} = (await name.boundingBox())!;
  const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(height).toBeLessThan(lineHeight * 2.5);
  await expect(name.locator('span').last()).toHaveText('primary-lightest');
  // The whole table fits its box: the colour column is not scrolled out of sight.
  const table = generator(page).locator('table');
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});

test('a low-contrast primary colour shows the WCAG AA warning', async ({page}) => {
  await open(page);
  await expect(contrast(page)).toContainText('meet WCAG AA');
  await expect(contrast(page)).not.toContainText('Below WCAG AA');

  await primaryInput(page).fill('#ffee88');
  await expect(contrast(page)).toContainText('Below WCAG AA');
  await expect(contrast(page)).toHaveClass(/alert--warning/);

  // The same colour on a dark background is readable again.
  await backgroundInput(page).fill('#111111');
  await expect(contrast(page)).toContainText('meet WCAG AA');
});
