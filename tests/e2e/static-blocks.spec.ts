/**
 * Static blocks (src/plugins/static-blocks): the plain paragraphs and lists of docs and blog posts
 * come from the page's HTML, not its script. After a client-side navigation they come from the
 * fetched page (a blog list page holds its posts' excerpts); their links route inside the app, as
 * the framework's Link does.
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

/** Checks that the blocks shown are the server's for `path`, at least `atLeast`; returns them. */
async function expectServerBlocks(page: Page, path: string, atLeast: number) {
  const shown = await shownBlocks(page);
  expect(shown.length, path).toBeGreaterThanOrEqual(atLeast);
  expect(shown, path).toEqual(await serverBlocks(page, path));
  return shown;
}

/** Opens `path` and marks its document: a full page load later drops the mark. */
async function openInApp(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
}

const stayedInApp = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('a link inside a static block navigates in the app, and the next doc shows its blocks', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openInApp(page, '/docs/installation');
  const opened = await expectServerBlocks(page, '/docs/installation', 6);

  const link = page.locator('article [data-sb] a[href="/docs/configuration"]').first();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === '/docs/configuration');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
  await expectServerBlocks(page, '/docs/configuration', 6);

  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  expect(await shownBlocks(page)).toEqual(opened);
  expect(await stayedInApp(page), 'no full page load').toBe(true);
  expect(errors).toEqual([]);
});

test("hydration and the renders after it leave the server's blocks in place", async ({page}) => {
  // Counts every assignment of innerHTML to a block: React 19 assigns it again whenever the
  // `dangerouslySetInnerHTML` object changes, and the browser then rebuilds the block.
  await page.addInitScript(() => {
    const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    const counter = window as unknown as {blockRewrites: number};
    counter.blockRewrites = 0;
    Object.defineProperty(Element.prototype, 'innerHTML', {
      ...inner,
      set(this: Element, value: string) {
        if (this.hasAttribute('data-sb')) {
          counter.blockRewrites += 1;
        }
        inner.set!.call(this, value);
      },
    });
  });
  await openPage(page, '/docs/installation');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('article [data-sb]').count()).toBeGreaterThan(6);
  expect(
    await page.evaluate(() => (window as unknown as {blockRewrites: number}).blockRewrites),
  ).toBe(0);
});

test('from the blog list, a post opened in the app and the list pages show their server blocks', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openInApp(page, '/blog');
  const listed = await expectServerBlocks(page, '/blog', 6);

  // The post's excerpt was on the list; the rest of it comes from the post's page.
  await page.locator('article h2 a[href="/blog/releases/3.8"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog/releases/3.8');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus 3.8');
  const post = await expectServerBlocks(page, '/blog/releases/3.8', 1);
  const excerpt = listed.filter(([id]) => post.some(([shown]) => shown === id));
  expect(excerpt.length).toBeGreaterThan(0);
  expect(post.length).toBeGreaterThan(excerpt.length);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  // The list's heading is visually hidden; the page shows once it is there.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus blog');
  expect(await shownBlocks(page)).toEqual(listed);

  // A list page reached in the app: other posts' excerpts, from that page's HTML.
  await page.getByRole('link', {name: 'Older entries'}).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog/page/2');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus blog, page 2');
  await expectServerBlocks(page, '/blog/page/2', 4);
  expect(await stayedInApp(page), 'no full page load').toBe(true);
  expect(errors).toEqual([]);
});

test('a static link inside a blog post navigates in the app', async ({page}) => {
  const errors = collectErrors(page);
  await openInApp(page, '/blog/releases/3.8');
  await page.locator('article [data-sb] a[href="/blog/releases/3.6"]').first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog/releases/3.6');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus 3.6');
  await expectServerBlocks(page, '/blog/releases/3.6', 6);
  expect(await stayedInApp(page), 'no full page load').toBe(true);
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
  await openInApp(page, '/docs/installation');
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
  expect(await stayedInApp(page), 'no full page load').toBe(true);
  expect(errors).toEqual([]);
});
