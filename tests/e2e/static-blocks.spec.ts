/**
 * Static blocks (src/plugins/static-blocks): a doc's plain paragraphs and lists come from its HTML,
 * not its script. After a client-side navigation they come from the fetched page; their links
 * route inside the app, as the framework's Link does.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectErrors, openPage} from './utils';

/** The HTML of each static block shown, by id. */
const shownBlocks = (page: Page) =>
  page
    .locator('article [data-sb]')
    .evaluateAll((blocks) =>
      blocks.map((block) => [block.getAttribute('data-sb'), block.innerHTML]),
    );

/** The same, as the server wrote the page. */
async function serverBlocks(page: Page, path: string): Promise<(string | null)[][]> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate((source) => {
    const parsed = new DOMParser().parseFromString(source, 'text/html');
    return Array.from(parsed.querySelectorAll('article [data-sb]'), (block) => [
      block.getAttribute('data-sb'),
      block.innerHTML,
    ]);
  }, html);
}

test('a link inside a static block navigates in the app, and the next doc shows its blocks', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openPage(page, '/docs/installation');
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  const opened = await shownBlocks(page);
  expect(opened.length).toBeGreaterThan(5);
  expect(opened).toEqual(await serverBlocks(page, '/docs/installation'));

  const link = page.locator('article [data-sb] a[href="/docs/configuration"]').first();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === '/docs/configuration');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
  const reached = await shownBlocks(page);
  expect(reached.length).toBeGreaterThan(5);
  expect(reached).toEqual(await serverBlocks(page, '/docs/configuration'));

  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  expect(await shownBlocks(page)).toEqual(opened);
  expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
  expect(errors).toEqual([]);
});

test('a modified click on a static link is left to the browser', async ({page, context}) => {
  await openPage(page, '/docs/installation');
  const link = page.locator('article [data-sb] a[href="/docs/configuration"]').first();
  const opened = context.waitForEvent('page');
  await link.click({modifiers: ['ControlOrMeta']});
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/docs/configuration');
  await expect(page).toHaveURL((url) => url.pathname === '/docs/installation');
});

test('a diagram drawn at build time shows after a client-side navigation, and enlarges', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openPage(page, '/docs/installation');
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  // What the router does for a link: push the address and let history tell the app.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/advanced/plugins');
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Plugins');
  const diagram = page.locator('article .mermaid-svg').first();
  await expect(diagram.locator('svg[role="img"]').first()).toBeVisible();
  expect(await diagram.locator('svg').count()).toBeGreaterThanOrEqual(2);
  await diagram.click();
  await expect(page.getByRole('dialog').locator('svg[role="img"]').first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
  expect(errors).toEqual([]);
});
