/**
 * Navigation in the browser: links in view are prefetched and a click uses what was prefetched;
 * client-side navigation loads each route section it enters, and shows the not-found page for an
 * unknown address under one. Redirect pages, .html suffixes and the rel/target of external links
 * are files of the build, checked in tests/output/links.test.ts and security.test.ts.
 */
import {expect, test} from '@playwright/test';
import {hydratedFooterLink, openPage} from './utils';

test('links in view are prefetched once the page is idle, and a click uses what was prefetched', async ({
  page,
}) => {
  await openPage(page, '/docs/installation');
  const prefetched = page.locator('link[rel="prefetch"]');
  await expect.poll(() => prefetched.count(), {timeout: 10_000}).toBeGreaterThan(10);
  // Prefetches run a few at a time in idle periods: wait until a second passes with no new one.
  let count = -1;
  await expect
    .poll(
      async () => {
        const previous = count;
        count = await prefetched.count();
        return count === previous;
      },
      {intervals: [1000], timeout: 15_000},
    )
    .toBe(true);
  const hrefs = await prefetched.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  for (const href of hrefs) {
    expect(href).toMatch(/^\/assets\/js\/[\w~-]+\.[0-9a-f]{8}\.js$/);
  }
  for (const href of hrefs.slice(0, 5)) {
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
  // Heading for any link loads Prism (src/theme/CodeBlock/Content/highlighter.ts): point at
  // another link and let Prism arrive first, so that what the click adds is the route's scripts.
  await page.locator('.navbar__brand').hover();
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/js\/prism\./.test(entry.name)),
      ),
    )
    .toBe(true);
  // The next doc's link was in view: every script its route asks for was prefetched.
  const added: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      added.push(new URL(request.url()).pathname);
    }
  });
  await page.locator('.theme-doc-sidebar-container a[href="/docs/configuration"]').click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
  expect(added.length).toBeGreaterThan(0);
  expect(added.filter((src) => !hrefs.includes(src))).toEqual([]);
});

// The client route table loads in sections (src/plugins/lean-bundle/routeSections.cjs): a page
// starts with its own, and following a link into another loads that one first.
test('client-side navigation reaches every route section from the home page', async ({page}) => {
  await openPage(page, '/');
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  // The docs section is reached first through the hero's call to action.
  await page.getByRole('link', {name: 'Try it in your browser'}).click();
  await expect(page).toHaveURL((url) => url.pathname === '/docs/playground');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const steps: [name: string, path: string, selector: string, text: RegExp][] = [
    ['Blog', '/blog', 'article h2', /./],
    ['Changelog', '/changelog', 'h1', /^Changelog$/],
    ['Feature Requests', '/feature-requests', 'h1', /^Feature requests$/],
    ['Installation', '/docs/installation', 'h1', /^Installation$/],
    ['Help', '/community/support', 'h1', /^Support$/],
  ];
  for (const [name, path, selector, text] of steps) {
    const link = await hydratedFooterLink(page, name);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.locator(selector).first()).toHaveText(text);
  }
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/docs/installation');
  await expect(page.locator('h1').first()).toHaveText('Installation');
  expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
});

test('an unknown URL under a route section shows the not-found page after client navigation', async ({
  page,
}) => {
  await openPage(page, '/');
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  for (const path of ['/blog/no-such-post', '/changelog/0.0.0', '/docs/3.7.0/no-such-doc']) {
    // What the router does for a link: push the address and let history tell the app.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    }, path);
    await expect(page.locator('h1').first()).toHaveText('Page Not Found');
    expect(new URL(page.url()).pathname).toBe(path);
  }
  expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
});
