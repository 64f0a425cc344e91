/**
 * "Every page renders" gate: every page of the build (the sitemap, the test area the sitemap
 * leaves out, unlisted pages) answers 200, hydrates, and produces no console error,
 * no uncaught error and no failed request. Unknown paths get the not-found page.
 */
import {expect, test, type Page} from '@playwright/test';
import {builtPagePaths, hasBuild, sitemapPaths, testAreaPaths} from '../shared/build';
import {knownIssue, type GateRule, type KnownIssue} from './data/known-issues';
import {collectErrors, waitForHydration} from './utils';

/** Pages that fail on purpose: the failure is what they demonstrate. */
const FAILING_ON_PURPOSE: Record<string, string> = {
  '/tests/pages/crashTest': 'throws after hydration to show the crash fallback',
};

const urls = hasBuild() ? builtPagePaths() : [];
/** Pages visited by one test, one after the other in the same browser page. */
const CHUNK_SIZE = 25;
const chunks = Array.from({length: Math.ceil(urls.length / CHUNK_SIZE)}, (_, i) =>
  urls.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE),
);

type Failure = {rule: GateRule; message: string};

/**
 * Waits (up to 10 s) for hydration, then 100 ms more so that effects run right after it can
 * report their errors, and reads the title: one round trip to the browser per page rather than
 * three, which adds up over 600 pages on a busy machine.
 */
async function settle(page: Page): Promise<{hydrated: boolean; title: string}> {
  const inPage = () =>
    page.evaluate(async () => {
      const isHydrated = () => document.documentElement.dataset.hasHydrated === 'true';
      const deadline = Date.now() + 10_000;
      while (!isHydrated() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {hydrated: isHydrated(), title: document.title};
    });
  // A page that reloads itself (the fault-tolerance code does, once) destroys the context the
  // script runs in: ask the page that replaced it.
  return inPage().catch(async () => {
    await page.waitForLoadState('load');
    return inPage();
  });
}

/** Records what goes wrong while `current.url` is the page being checked. */
function watch(page: Page) {
  const current: {url: string; failures: Failure[]} = {url: '', failures: []};
  const add = (rule: GateRule, message: string) => current.failures.push({rule, message});
  page.on('console', (message) => {
    if (message.type() === 'error') {
      add('console-error', message.text());
    }
  });
  page.on('pageerror', (error) => add('page-error', error.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page cancels its pending prefetches: that is the crawl moving on, not a fault.
    if (reason !== 'net::ERR_ABORTED') {
      add('failed-request', `${request.url()} ${reason}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      add('failed-request', `${response.url()} answered ${response.status()}`);
    }
  });
  return current;
}

test.describe('every built page renders', () => {
  test.skip(!hasBuild(), 'No production build in build/: run `npx docusaurus build` first.');
  test.describe.configure({mode: 'parallel'});

  test('the crawl covers the sitemap and the test area', () => {
    expect(sitemapPaths().length).toBeGreaterThan(100);
    expect(testAreaPaths().length).toBeGreaterThan(10);
    expect(urls).toEqual(expect.arrayContaining([...sitemapPaths(), ...testAreaPaths()]));
  });

  for (const [index, chunk] of chunks.entries()) {
    test(`pages ${index * CHUNK_SIZE + 1}–${index * CHUNK_SIZE + chunk.length} of ${urls.length}`, async ({
      page,
    }) => {
      test.setTimeout(chunk.length * 15_000);
      const current = watch(page);
      const problems: string[] = [];
      const known = new Set<KnownIssue>();
      for (const url of chunk) {
        current.url = url;
        current.failures = [];
        const response = await page.goto(url, {waitUntil: 'load'});
        if (response?.status() !== 200) {
          problems.push(`${url}: HTTP ${response?.status()}`);
          continue;
        }
        const {hydrated, title} = await settle(page);
        if (!hydrated) {
          problems.push(`${url}: never hydrated`);
        }
        if (title.startsWith('Page Not Found')) {
          current.failures.push({
            rule: 'not-found',
            message: 'the client router shows the not-found page',
          });
        }
        if (FAILING_ON_PURPOSE[url]) {
          continue;
        }
        for (const failure of current.failures) {
          const issue = knownIssue(url, failure.rule, failure.message);
          if (issue) {
            known.add(issue);
          } else {
            problems.push(`${url}: ${failure.rule}: ${failure.message}`);
          }
        }
      }
      for (const issue of known) {
        console.warn(`crawl: known issue on ${issue.url} (${issue.date}): ${issue.reason}`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

test.describe('unknown paths', () => {
  const unknown = [
    '/this-page-does-not-exist',
    '/docs/no-such-doc',
    '/docs/3.8.1/no-such-doc',
    '/docs/3.7.0/no-such-doc',
    '/blog/2099/01/01/no-such-post',
    '/tests/pages/no/such/page/',
  ];
  for (const url of unknown) {
    test(`${url} gets the not-found page`, async ({page}) => {
      const errors = collectErrors(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      const issue = knownIssue(url, 'not-found', 'title');
      if (issue) {
        console.warn(`crawl: known issue on ${url} (${issue.date}): ${issue.reason}`);
      } else {
        await expect(page).toHaveTitle(/^Page Not Found/);
      }
      expect(new URL(page.url()).pathname).toBe(url);
      // Under a docs version, the version dropdown names the URL's version once hydrated.
      const version = /^\/docs\/(\d+\.\d+\.\d+)\//.exec(url)?.[1];
      if (version) {
        await expect(page.locator('.navbar .dropdown > .navbar__link').first()).toHaveText(version);
      }
      // The 404 status itself is logged as a failed resource; anything else (a hydration
      // mismatch React recovered from) is a fault.
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    });
  }
});

// Routes match in any letter case, but a static host has no file for "/Docs/Installation" and
// serves its not-found page: the app loads the page again at its own address.
test.describe('a page addressed in other letters', () => {
  for (const [url, pathname, h1] of [
    ['/Docs/Installation?q=1#top', '/docs/installation', 'Installation'],
    ['/BLOG/releases/3.8/', '/blog/releases/3.8', 'Docusaurus 3.8'],
  ] as const) {
    test(`${url} shows ${pathname}, hydrated`, async ({page}) => {
      const errors = collectErrors(page);
      await page.goto(url);
      await page.waitForURL((address) => address.pathname === pathname);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
      expect(page.url().endsWith(url.includes('?') ? '?q=1#top' : pathname)).toBe(true);
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    });
  }
});

test.describe('.html and /index.html suffixes (spec §2)', () => {
  test.skip(!hasBuild(), 'No production build in build/.');

  test('a page asked for with either suffix shows that page', async ({page}) => {
    const doc = sitemapPaths().find((p) => /^\/docs\/[a-z-]+$/.test(p)) ?? '/docs/installation';
    const heading = async (url: string) => {
      await page.goto(url);
      await waitForHydration(page);
      await expect(page).not.toHaveTitle(/^Page Not Found/);
      return page.getByRole('heading', {level: 1}).textContent();
    };
    const expected = await heading(doc);
    expect(await heading(`${doc}.html`)).toBe(expected);
    expect(await heading(`${doc}/index.html`)).toBe(expected);
  });

  // A static host serves /x/index.html as the file, at that address. The page must hydrate as
  // rendered: before the fix, parts that read the address made hydration fail, and React
  // rendered the whole page a second time (two navbars) or logged error #418.
  for (const pathname of ['/versions', '/docs/installation', '/blog', '/']) {
    const url = pathname === '/' ? '/index.html' : `${pathname}/index.html?q=1#top`;
    test(`${url} hydrates once, without errors, at the clean address`, async ({page}) => {
      const errors = collectErrors(page);
      await page.goto(url);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(pathname);
      if (pathname !== '/') {
        expect(page.url()).toMatch(/\?q=1#top$/);
      }
      await expect(page.locator('nav.navbar')).toHaveCount(1);
      await expect(page.locator('main')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }
});
