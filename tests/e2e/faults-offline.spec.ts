/**
 * Offline mode (spec §4 Offline mode): with `?offlineMode=true` the PWA service worker, registered
 * once the page has hydrated, precaches the app shell, the current docs (with the chunks they start
 * with) and their search index, and caches the rest as it is read (src/plugins/pwa), so visited pages (the one open before the
 * worker took over included) and the search reload with no network; a new deploy shows the reload
 * popup. Each test serves the build itself, so it can take the server away or change what
 * it serves, and uses a fresh browser context, so no service worker is left from another test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {BUILD_DIR as buildDir, sitemapPaths} from '../shared/build';
import {serveBuild, type StaticServer} from './staticServer';
import {SEARCH_INDEXED, openPage, waitForHydration} from './utils';

/** Paths of the sitemap, taken round-robin from each top-level section so all kinds appear. */
function samplePages(count: number): string[] {
  const paths = sitemapPaths();
  const sections = new Map<string, string[]>();
  for (const pathname of paths) {
    const section = pathname.split('/')[1] ?? '';
    sections.set(section, [...(sections.get(section) ?? []), pathname]);
  }
  const picked: string[] = [];
  for (let round = 0; picked.length < count && round < paths.length; round += 1) {
    for (const list of sections.values()) {
      const next = list[round];
      if (next !== undefined && picked.length < count) {
        picked.push(next);
      }
    }
  }
  return picked;
}

/** Waits until a service worker is active for the page's origin (its precache is complete). */
async function waitForActiveServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) {
      throw new Error('No active service worker');
    }
  });
}

const offline = (pathname: string) => `${pathname}?offlineMode=true`;

let server: StaticServer | undefined;
test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('after visiting 20 pages in offline mode, they and the search reload with no network', async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  server = await serveBuild(buildDir);
  const pages = samplePages(20);
  expect(pages).toHaveLength(20);

  // The first page is read before the worker exists; the page hands it over once it registers.
  await page.goto(`${server.url}${offline(pages[0]!)}`);
  await waitForActiveServiceWorker(page);
  // The web app manifest is linked once the page is on screen (src/plugins/pwa/headTags.ts).
  const manifestName = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link && ((await (await fetch(link.href)).json()) as {name: string}).name;
  });
  expect(manifestName).toBe('Docusaurus');
  for (const pathname of pages.slice(1)) {
    await page.goto(`${server.url}${offline(pathname)}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }

  // The search index manifest is precached like the pages; be sure it is in the cache before
  // the network goes away.
  await page.waitForFunction(async () => {
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      if (requests.some((r) => new URL(r.url).pathname === '/search-index/manifest.json')) {
        return true;
      }
    }
    return false;
  });

  // No server and no network: everything must come from the service worker's cache.
  await server.close();
  await context.setOffline(true);
  for (const pathname of pages) {
    const response = await page.goto(`${server.url}${offline(pathname)}`);
    expect(response?.fromServiceWorker(), pathname).toBe(true);
    await waitForHydration(page);
    await expect(page.locator('main, [role="main"]').first(), pathname).toBeVisible();
    await page.reload();
    await waitForHydration(page);
  }
  // Pages of the current docs never visited are precached with the chunks they start with: they
  // hydrate (their menus, tabs and search work), not only show their HTML.
  const unvisited = sitemapPaths()
    .filter((p) => /^\/docs\/(?!\d)/.test(p) && !pages.includes(p))
    .filter((_, i, all) => i % Math.ceil(all.length / 3) === 0);
  expect(unvisited.length).toBeGreaterThanOrEqual(3);
  for (const pathname of unvisited) {
    const response = await page.goto(`${server.url}${offline(pathname)}`);
    expect(response?.fromServiceWorker(), pathname).toBe(true);
    await waitForHydration(page, {timeout: 10_000});
  }

  if (!fs.existsSync(path.join(buildDir, 'search-index/manifest.json'))) {
    const note =
      'This build has no local search index (build/search-index/): offline search skipped.';
    test.info().annotations.push({type: 'skipped part', description: note});
    console.log(note);
    return;
  }
  // The current version's index is precached. The sample pages include older versions' docs,
  // which make one the preferred version, whose index is cached only once a search has read it.
  await page.goto(`${server.url}/search?q=configuration&version=current&offlineMode=true`);
  await waitForHydration(page);
  // Polled as text, so a failure prints what the page said instead (an error, no results).
  const results = page.locator('main a[href*="/docs/"]');
  await expect
    .poll(
      async () =>
        (await results.count()) > 0 ? 'results' : await page.locator('main').innerText(),
      SEARCH_INDEXED,
    )
    .toBe('results');
});

test('a new deploy shows the reload popup, and Refresh switches to the new version', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let deployed = 'A';
  // Deploy B changes the revision of one file in the service worker's precache manifest.
  let manifestChanged = false;
  server = await serveBuild(buildDir, (urlPath, body) => {
    if (deployed === 'A' || urlPath !== '/sw.js') {
      return body;
    }
    const text = body.toString('utf8');
    const changed = text.replace(/(revision["']?\s*:\s*["'])/, '$1deploy-b-');
    manifestChanged = changed !== text;
    return Buffer.from(changed);
  });

  await page.goto(`${server.url}${offline('/')}`);
  await waitForActiveServiceWorker(page);
  await page.reload();
  await waitForHydration(page);
  const popup = page.getByText('New version available');
  await expect(popup).toHaveCount(0);

  deployed = 'B';
  await page.reload();
  await waitForHydration(page);
  await expect(popup).toBeVisible({timeout: 60_000});
  expect(manifestChanged).toBe(true);

  // Listen before clicking: the reload can finish before a listener added afterwards.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', {name: 'Refresh'}).click();
  await reloaded;
  await waitForHydration(page);
  await expect(popup).toHaveCount(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting === null),
  ).toBe(true);
});

test.describe('offline mode (PWA)', () => {
  test('/sw.js is served', async ({request}) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
  });

  test('the service worker is registered with ?offlineMode=true', async ({page}) => {
    // It is active once it has precached the app shell and the current docs.
    test.setTimeout(120_000);
    // Nothing is precached while the page starts: registration waits for hydration.
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<typeof register>) => {
        const hydrated = document.documentElement.dataset.hasHydrated === 'true';
        (window as typeof window & {registeredHydrated?: boolean}).registeredHydrated = hydrated;
        return register(...args);
      };
    });
    await openPage(page, '/?offlineMode=true');
    const scriptURL = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    const url = new URL(scriptURL);
    expect(url.pathname).toBe('/sw.js');
    expect(JSON.parse(url.searchParams.get('params')!)).toMatchObject({offlineMode: true});
    expect(
      await page.evaluate(
        () => (window as typeof window & {registeredHydrated?: boolean}).registeredHydrated,
      ),
    ).toBe(true);
  });
});
