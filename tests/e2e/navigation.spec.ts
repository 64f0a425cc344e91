import {expect, test} from '@playwright/test';
import {collectErrors, waitForHydration} from './utils';

const redirects: [string, string][] = [
  ['/docs/support', '/community/support'],
  ['/docs/team', '/community/team'],
  ['/docs/resources', '/community/resources'],
  ['/docs/api/misc/docusaurus-init', '/docs/api/misc/create-docusaurus'],
  ['/home/', '/'],
];

for (const [from, to] of redirects) {
  test(`${from} redirects to ${to}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(
      (url) => url.pathname.replace(/\/$/, '') === to.replace(/\/$/, ''),
    );
    await expect(page.locator('h1').first()).toBeVisible();
  });
}

test('paths ending in .html resolve to the page without the suffix', async ({page}) => {
  await page.goto('/docs/installation.html');
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
});

test('paths ending in /index.html render the page without the suffix', async ({page}) => {
  await page.goto('/blog/index.html');
  await waitForHydration(page);
  await expect(page.locator('article').first()).toBeVisible();
});

test('external links open in a new tab with no-opener protection', async ({page}) => {
  await page.goto('/');
  const external = page.locator('footer a[href^="http"]');
  const hrefs = await external.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      'https://stackoverflow.com/questions/tagged/docusaurus',
      'https://discord.gg/docusaurus',
      'https://github.com/facebook/docusaurus',
    ]),
  );
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('links in view are prefetched once the page is idle, and a click uses what was prefetched', async ({
  page,
}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
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
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  const footer = page.locator('footer');
  const steps: [name: string, path: string, selector: string, text: RegExp][] = [
    ['Blog', '/blog', 'article h2', /./],
    ['Changelog', '/changelog', 'h1', /^Changelog$/],
    ['Feature Requests', '/feature-requests', 'h1', /^Feature requests$/],
    ['Installation', '/docs/installation', 'h1', /^Installation$/],
    ['Help', '/community/support', 'h1', /^Support$/],
  ];
  for (const [name, path, selector, text] of steps) {
    await footer.getByRole('link', {name, exact: true}).click();
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
  await page.goto('/');
  await waitForHydration(page);
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

test('table of contents lists h2 and h3 headings only', async ({page}) => {
  await page.goto('/legal/privacy');
  const tocLinks = page.locator('.table-of-contents a');
  const ids = await tocLinks.evaluateAll((links) =>
    links.map((l) => l.getAttribute('href')!.slice(1)),
  );
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) {
    const tag = await page.locator(`[id="${id}"]`).evaluate((el) => el.tagName);
    expect(['H2', 'H3']).toContain(tag);
  }
});

test.describe('debug pages', () => {
  for (const sub of ['', 'config', 'content', 'globalData', 'metadata', 'registry', 'routes']) {
    test(`/__docusaurus/debug/${sub} renders`, async ({page}) => {
      const response = await page.goto(`/__docusaurus/debug/${sub}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main')).toBeVisible();
    });
  }

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('the tab bar scrolls sideways, each tab on one line, the last one reachable', async ({
      page,
    }) => {
      await page.goto('/__docusaurus/debug');
      await waitForHydration(page);
      const tabs = page.locator('nav a');
      await expect(tabs).toHaveCount(6);
      const heights = await tabs.evaluateAll((links) => links.map((a) => a.clientHeight));
      expect(Math.max(...heights)).toBeLessThan(2 * Math.min(...heights));
      const last = page.getByRole('link', {name: 'Global data'});
      await last.focus();
      const box = (await last.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    });
  });

  test('config shows the whole configuration, what only the build reads too', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/__docusaurus/debug/config');
    await waitForHydration(page);
    const main = page.locator('main');
    for (const key of ['presets', 'plugins', 'ssrTemplate', 'themeConfig', 'future']) {
      await expect(main).toContainText(`${key}:`);
    }
    expect(errors).toEqual([]);
  });

  test('routes lists every route, those of sections not visited yet too', async ({page}) => {
    await page.goto('/__docusaurus/debug/routes');
    const paths = page.locator('main li > code');
    await expect.poll(() => paths.count()).toBeGreaterThan(280);
    const listed = await paths.allTextContents();
    for (const path of ['/blog', '/changelog/2.0.0', '/tests/blog/html-slug.html', '/docs', '/']) {
      expect(listed).toContain(path);
    }
    // The catch-all once: a group's copy of it is not a route of its own.
    expect(listed.filter((path) => path === '*')).toHaveLength(1);
  });

  test('registry lists every entry with its module path, without a hydration mismatch', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/__docusaurus/debug/registry');
    await waitForHydration(page);
    const entries = page.locator('main li');
    await expect.poll(() => entries.count()).toBeGreaterThan(500);
    // An entry of a section no route has loaded yet, with the path only the server build keeps.
    await expect(
      entries.filter({hasText: 'changelog-source/2.0.0-alpha.40.md'}).first(),
    ).toBeVisible();
    await expect(entries.filter({hasText: '@site/docs/installation.mdx'}).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('metadata shows the framework and site versions and each plugin type', async ({page}) => {
    await page.goto('/__docusaurus/debug/metadata');
    const main = page.locator('main');
    await expect(main).toContainText(/Docusaurus Version:\s*3\.8\.1/);
    await expect(main).toContainText(/Site Version:\s*3\.8\.1/);
    const plugins = main.locator('li');
    await expect(plugins.filter({hasText: 'docusaurus-plugin-content-docs'}).first()).toContainText(
      'Type: package',
    );
    // Plugins under src/plugins/ with their own name (search index, feature requests, ...) are
    // classified as project plugins. (The changelog plugin reuses the blog plugin's name.)
    await expect(plugins.filter({hasText: /Type: (local|project)/}).first()).toBeVisible();
  });
});

test.describe('offline mode (PWA)', () => {
  test('/sw.js is served', async ({request}) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
  });

  test('the service worker is registered with ?offlineMode=true', async ({page}) => {
    // It is active once it has precached the whole build: about 35 s alone, more on a busy CI.
    test.setTimeout(120_000);
    await page.goto('/?offlineMode=true');
    await waitForHydration(page);
    const scriptURL = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    const url = new URL(scriptURL);
    expect(url.pathname).toBe('/sw.js');
    expect(JSON.parse(url.searchParams.get('params')!)).toMatchObject({offlineMode: true});
  });
});
