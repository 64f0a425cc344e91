/**
 * The site under faults (spec §4 Route loading, Lazy loading, Storage; §8): chunks and bundles that
 * fail to download, slow route changes, and browser storage that throws. Offline mode and the
 * reload popup are in faults-offline.spec.ts.
 */
import {expect, test, type Page, type Route} from '@playwright/test';
import {collectErrors, hydratedFooterLink, openPage, waitForHydration} from './utils';

// The PWA service worker would sit between the page and `page.route` once it controls a page:
// these tests fake the network, so they keep it out.
test.use({serviceWorkers: 'block'});

/** Counts full page loads (document requests of the main frame). */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads += 1;
    }
  });
  return () => loads;
}

/** The scripts of the page template: the webpack runtime and the main bundle. */
const isTemplateScript = (url: URL) =>
  /^\/assets\/js\/(runtime~)?main\.\w+\.js$/.test(url.pathname);
/** Every other script: the chunks of routes and of lazy components, loaded on demand. */
const isChunk = (url: URL) =>
  /^\/assets\/js\/[^/]+\.js$/.test(url.pathname) && !isTemplateScript(url);

/** Waits long enough for a reload loop to show up, then checks that no further load happened. */
async function expectNoMoreLoads(page: Page, loads: () => number, expected: number) {
  await page.waitForTimeout(2_000);
  expect(loads()).toBe(expected);
}

const docLink = (page: Page, name: string) =>
  page.locator('nav.menu').getByRole('link', {name, exact: true}).first();

test.describe('route chunk that fails to load', () => {
  test('a client-side navigation falls back to a full page load of the target', async ({page}) => {
    const loads = countPageLoads(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await openPage(page, '/docs/installation');
    expect(loads()).toBe(1);

    // Every chunk requested from now on belongs to the next route; fail them until the browser
    // loads a new document, as when a deploy removed the chunks this tab still refers to.
    let failChunks = true;
    page.on('request', (r) => r.isNavigationRequest() && (failChunks = false));
    await page.route(isChunk, (route: Route) => (failChunks ? route.abort() : route.fallback()));

    await docLink(page, 'Configuration').click();
    await expect(page).toHaveURL(/\/docs\/configuration$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
    await waitForHydration(page);
    expect(loads()).toBe(2);
    expect(warnings.some((w) => /chunk/i.test(w))).toBe(true);
    await expectNoMoreLoads(page, loads, 2);
  });

  test('a route table section that fails to load falls back the same way', async ({page}) => {
    const loads = countPageLoads(page);
    await openPage(page, '/docs/installation');
    // The changelog's routes are a section of their own (lean-bundle/routeSections.cjs), which
    // this page has not loaded: the click must load it first, and every chunk fails.
    let failChunks = true;
    page.on('request', (r) => r.isNavigationRequest() && (failChunks = false));
    await page.route(isChunk, (route: Route) => (failChunks ? route.abort() : route.fallback()));

    await (await hydratedFooterLink(page, 'Changelog')).click();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Changelog');
    await waitForHydration(page);
    expect(loads()).toBe(2);
    await expectNoMoreLoads(page, loads, 2);
  });

  test('chunks that keep failing leave the static page of the target, with no reload loop', async ({
    page,
  }) => {
    const loads = countPageLoads(page);
    await openPage(page, '/docs/installation');
    await page.route(isChunk, (route) => route.abort());

    await docLink(page, 'Configuration').click();
    await expect(page).toHaveURL(/\/docs\/configuration$/);
    // The server-rendered page: readable, even though it never becomes interactive.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
    await expect(page.locator('article')).toContainText('docusaurus.config');
    await expectNoMoreLoads(page, loads, 2);
  });
});

test.describe('main bundle that fails at first load', () => {
  const message = 'This page could not load its scripts. Check your connection and reload.';

  test('reloads once, then shows a message instead of reloading again', async ({page}) => {
    const loads = countPageLoads(page);
    await page.route(isTemplateScript, (route) => route.abort());
    await page.goto('/docs/installation', {waitUntil: 'commit'});
    await expect(page.locator('#bundle-load-error')).toHaveText(message);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    expect(loads()).toBe(2);
    await expectNoMoreLoads(page, loads, 2);
  });

  test('a failure that goes away is cured by the one reload, which is then forgotten', async ({
    page,
  }) => {
    const loads = countPageLoads(page);
    // Fail the main bundle during the first page load only (the browser may request it twice:
    // once from its preload scanner, once for the script element). Documents are counted by a
    // route too, so that both counts see requests in the order the browser made them.
    let documents = 0;
    await page.route(
      (url) => url.pathname === '/docs/installation',
      (route) => {
        documents += 1;
        return route.fallback();
      },
    );
    await page.route(
      (url) => /^\/assets\/js\/main\.\w+\.js$/.test(url.pathname),
      (route) => (documents === 1 ? route.abort() : route.fallback()),
    );
    await page.goto('/docs/installation', {waitUntil: 'commit'});
    await waitForHydration(page);
    expect(loads()).toBe(2);
    await expect(page.locator('#bundle-load-error')).toHaveCount(0);
    // The flag is cleared once scripts loaded, so a later failure gets its own reload.
    const flags = await page.evaluate(() => Object.keys(sessionStorage));
    expect(flags.filter((key) => key.includes('bundleLoadGuard'))).toEqual([]);
  });
});

test.describe('lazy component that fails to load', () => {
  const generatorChunk = (url: URL) =>
    /^\/assets\/js\/color-generator\.\w+\.js$/.test(url.pathname);

  /**
   * Goes to the styling page client-side and scrolls to the colour generator's place: it
   * downloads as that place nears the viewport.
   */
  async function openGeneratorPage(page: Page): Promise<void> {
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/styling-layout');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('The generator below computes').scrollIntoViewIfNeeded();
  }

  test('shows the error and a Retry button that loads it again', async ({page}) => {
    await openPage(page, '/docs/installation');
    await page.route(generatorChunk, (route) => route.abort());
    await openGeneratorPage(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Styling and Layout');
    const alert = page.getByRole('alert').filter({hasText: 'could not be loaded'});
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/chunk/i);
    // The rest of the page keeps working.
    await expect(page.locator('article h2').first()).toBeVisible();

    await page.unroute(generatorChunk);
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByTestId('color-generator')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('shows a spinner while it downloads', async ({page}) => {
    await openPage(page, '/docs/installation');
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(generatorChunk, async (route) => {
      await released;
      await route.fallback();
    });
    await openGeneratorPage(page);
    // The page may have other lazy parts; at least one spinner holds the generator's place.
    await expect(page.getByRole('status').filter({hasText: 'Loading'}).first()).toBeVisible();
    await expect(page.getByTestId('color-generator')).toHaveCount(0);
    release();
    await expect(page.getByTestId('color-generator')).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'Loading'})).toHaveCount(0);
  });
});

test.describe('progress bar', () => {
  // Records whether the bar was ever in the page, however briefly.
  async function watchProgressBar(page: Page) {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) {
          document.documentElement.dataset.sawProgressBar = 'true';
        }
      }).observe(document, {childList: true, subtree: true});
    });
  }
  const sawProgressBar = (page: Page) =>
    page.evaluate(() => document.documentElement.dataset.sawProgressBar === 'true');

  test('appears when a route change takes over 200 ms', async ({page}) => {
    await watchProgressBar(page);
    await openPage(page, '/docs/installation');
    await page.route(isChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fallback();
    });
    await docLink(page, 'Configuration').click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not appear for a fast route change', async ({page}) => {
    await watchProgressBar(page);
    await openPage(page, '/docs/installation');
    // Preloaded chunks make the route change immediate, as after hovering a link.
    await page.evaluate(async () => {
      await window.docusaurus.preload('/docs/configuration');
    });
    await docLink(page, 'Configuration').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
    await page.waitForTimeout(500);
    expect(await sawProgressBar(page)).toBe(false);
  });
});

test.describe('storage that throws', () => {
  test.use({serviceWorkers: 'allow'});

  const faults = {
    'on access': () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    },
    'on get': () => {
      Storage.prototype.getItem = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    },
    'on set': () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  };

  for (const [name, fault] of Object.entries(faults)) {
    test(`${name}: every page type works and one warning is logged per page load`, async ({
      page,
    }) => {
      test.slow();
      const errors = collectErrors(page);
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.addInitScript(fault);

      const storageWarnings = () => warnings.filter((w) => /storage is not available/.test(w));
      for (const path of ['/', '/docs/installation', '/blog', '/showcase', '/changelog']) {
        warnings.length = 0;
        await openPage(page, path);
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        await expect.poll(() => storageWarnings().length).toBe(1);
      }

      // Storage features do nothing, but the controls they back still work.
      warnings.length = 0;
      await openPage(page, '/docs/installation');
      const html = page.locator('html');
      const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
      await toggle.click();
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      const announcement = page.getByRole('banner').filter({hasText: 'is out'});
      await expect(announcement).toBeVisible();
      await announcement.getByRole('button', {name: 'Close'}).click();
      await expect(announcement).toBeHidden();
      await docLink(page, 'Configuration').click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
      await page.goBack();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
      expect(storageWarnings()).toHaveLength(1);

      // The colour generator keeps its colours in session storage: edits apply, silently.
      warnings.length = 0;
      await openPage(page, '/docs/styling-layout');
      const generator = page.getByTestId('color-generator');
      await generator.scrollIntoViewIfNeeded();
      await expect(generator).toHaveAttribute('data-ready', 'true');
      await page.getByLabel('Primary colour', {exact: true}).fill('#3578e5');
      const primary = () =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
        );
      await expect.poll(primary).toBe('#3578e5');
      expect(storageWarnings()).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }
});
