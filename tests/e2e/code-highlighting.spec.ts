/**
 * Code blocks hydrate from the lines the server highlighted, coloured for both colour modes.
 * Prism (the `prism` chunk) loads only when the browser has to highlight: after a client-side
 * navigation, or ahead of that when the reader heads for a link, but not ahead of need on a
 * connection that saves data.
 */
import {expect, test, type Page, type Request} from '@playwright/test';
import {collectErrors, countRemovals, openPage} from './utils';

const CODE_PAGE = '/docs/markdown-features/code-blocks';
const DARK_BACKGROUND = 'rgb(40, 42, 54)';

const isPrismChunk = (url: URL) => /^\/assets\/js\/prism\.\w+\.js$/.test(url.pathname);

/** Requests for the Prism chunk, from now on. */
function prismRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isPrismChunk(new URL(request.url()))) {
      requests.push(request);
    }
  });
  return requests;
}

const keywords = (page: Page) => page.locator('article pre.prism-code .token.keyword');

const sidebarLink = (page: Page, path: string) =>
  page.locator(`nav.menu a[href="${path}"]`).first();

/** Follows a sidebar link the way a reader does: a client-side navigation. */
async function openFromSidebar(page: Page, path: string) {
  await sidebarLink(page, path).click();
  await page.waitForURL(`**${path}`);
}

test.describe('code highlighting', () => {
  test.beforeEach(async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
  });

  test('a page hydrates with the server-highlighted lines and works without Prism', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const requests = prismRequests(page);
    await page.route(isPrismChunk, (route) => route.abort());
    const removedLines = await countRemovals(page, '.token-line');
    await openPage(page, CODE_PAGE);
    expect(await keywords(page).count()).toBeGreaterThan(20);

    // The block's buttons work on the server's lines: word wrap restyles them. (A Tab press
    // gives every block its buttons, which otherwise come as the reader reaches each block.)
    await page.keyboard.press('Tab');
    const wrap = page.getByRole('button', {name: 'Toggle word wrap'}).first();
    const block = page.locator('.theme-code-block').filter({has: wrap}).first();
    await block.hover();
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    await wrap.click();
    await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');

    // Pointing at a link asks for Prism, which never comes.
    await sidebarLink(page, '/docs/configuration').hover();
    await expect.poll(() => requests.length).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await removedLines()).toBe(0);
    // The preload of Prism failed (blocked here); nothing else went wrong.
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  test('Prism loads when the reader heads for a link, so the next page is highlighted as it shows', async ({
    page,
  }) => {
    const requests = prismRequests(page);
    await openPage(page, '/docs/installation');
    await page.waitForLoadState('networkidle');
    // A reader who only reads never pays for Prism.
    await page.waitForTimeout(1000);
    expect(requests).toHaveLength(0);

    await sidebarLink(page, '/docs/configuration').hover();
    await expect.poll(() => requests.length).toBe(1);
    await page.waitForLoadState('networkidle');
    await openFromSidebar(page, '/docs/configuration');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
    // Highlighted in the first render of the page: no plain stand-in to wait out.
    expect(await keywords(page).count()).toBeGreaterThan(5);
    expect(requests).toHaveLength(1);
  });

  test('tabbing to a link loads Prism too', async ({page}) => {
    const requests = prismRequests(page);
    await openPage(page, '/docs/installation');
    await page.keyboard.press('Tab');
    await expect.poll(() => requests.length).toBe(1);
  });

  test('on a data-saving connection, Prism loads only when code must be highlighted', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        get: () => ({saveData: true, effectiveType: '4g'}),
      });
    });
    const requests = prismRequests(page);
    await openPage(page, '/docs/installation');
    await sidebarLink(page, '/docs/configuration').hover();
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(0);

    await openFromSidebar(page, '/docs/configuration');
    await expect(keywords(page).first()).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('when Prism cannot load, code shows as plain text and a warning says why', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    await page.route(isPrismChunk, (route) => route.abort());
    await openPage(page, '/docs/installation');
    await openFromSidebar(page, '/docs/configuration');
    const code = page.locator('article pre.prism-code').first();
    await expect(code).toContainText('export default');
    await expect(code.locator('.token.plain').first()).toBeVisible();
    await expect(keywords(page)).toHaveCount(0);
    await expect
      .poll(() => warnings.filter((text) => text.includes('Code highlighting could not be loaded')))
      .not.toEqual([]);
  });

  test("a dark-mode reader's code is dark before the page hydrates, as Prism colours it, without Prism", async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    // Each line's and highlighted token's class and computed style, block by block, with the
    // block's background. Plain text takes its line's colour: the server writes it bare, Prism
    // in a span of its own.
    const colours = () =>
      page.locator('article pre.prism-code').evaluateAll((blocks) =>
        blocks.map((pre) => [
          getComputedStyle(pre).backgroundColor,
          ...Array.from(pre.querySelectorAll('.token-line, .token:not(.plain)'), (token) => {
            const {color, fontStyle, opacity} = getComputedStyle(token);
            return `${token.className} ${color} ${fontStyle} ${opacity}`;
          }),
        ]),
      );
    // No script of the app runs: the server's markup under the theme's inline script, which has
    // already set the dark theme. (The page reloads once when its scripts fail, then says so.)
    await page.route(/\/assets\/js\//, (route) => route.abort());
    await page.goto(CODE_PAGE);
    await expect(page.getByText('This page could not load its scripts')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const beforeHydration = await colours();
    expect(beforeHydration.length).toBeGreaterThan(20);
    expect(beforeHydration.every(([background]) => background === DARK_BACKGROUND)).toBe(true);

    await page.unroute(/\/assets\/js\//);
    const requests = prismRequests(page);
    const removedLines = await countRemovals(page, '.token-line');
    const {errors} = await openPage(page, CODE_PAGE);
    await page.waitForLoadState('networkidle');
    expect(await colours()).toEqual(beforeHydration);
    expect(requests).toHaveLength(0);
    expect(await removedLines()).toBe(0);

    // Reached by a client-side navigation, the page is highlighted by Prism in the browser.
    await openFromSidebar(page, '/docs/installation');
    await openFromSidebar(page, CODE_PAGE);
    await expect(keywords(page).first()).toBeVisible();
    expect(requests.length).toBeGreaterThan(0);
    expect(await colours()).toEqual(beforeHydration);
    expect(errors).toEqual([]);
  });

  test("switching to dark mode recolours the server's lines in place", async ({page}) => {
    const removedBlocks = await countRemovals(page, 'pre');
    const {errors} = await openPage(page, CODE_PAGE);
    const pre = page.locator('article pre.prism-code').first();
    const keyword = keywords(page).first();
    const lightKeyword = await keyword.evaluate((element) => getComputedStyle(element).color);

    // The toggle cycles system, light, dark.
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(pre).toHaveCSS('background-color', DARK_BACKGROUND);
    await expect(keyword).not.toHaveCSS('color', lightKeyword);
    expect(await removedBlocks()).toBe(0);
    expect(errors).toEqual([]);
  });
});
