import {expect, test, type Page} from '@playwright/test';
import {collectErrors, SEARCH_INDEXED, waitForHydration} from './utils';

// The offline search: DocSearch's modal answered from build/search-index, and /search.

const INDEX_FILES = /\/search-index\//;
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const button = (page: Page) => page.locator('.DocSearch-Button');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

async function hitPaths(page: Page): Promise<string[]> {
  return hitLinks(page).evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
}

/** Records the index files the page requests. */
function indexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (INDEX_FILES.test(request.url())) {
      urls.push(new URL(request.url()).pathname);
    }
  });
  return urls;
}

/** The keyboard shortcuts are listened to once React has hydrated the page. */
const hydrated = waitForHydration;

async function openDocs(page: Page, path = '/docs/') {
  await page.goto(path);
  await hydrated(page);
}

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // The box keeps what the reader typed once the results (and the index) have arrived.
  await expect(input(page)).toHaveValue(query);
}

test.describe('search modal', () => {
  test('opens with Ctrl+K and with /, closes with Escape and gives focus back', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(button(page)).toBeFocused();

    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(button(page)).toBeFocused();

    // A click on the dimmed backdrop closes it too, and focus still goes back to the button.
    await button(page).click();
    await expect(modal(page)).toBeVisible();
    await page.mouse.click(10, page.viewportSize()!.height - 10);
    await expect(modal(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
  });

  test('opens on a click of the navbar button', async ({page}) => {
    await openDocs(page);
    await button(page).click();
    await expect(modal(page)).toBeVisible();
    // A click on the backdrop closes it too.
    await page.mouse.click(5, 300);
    await expect(modal(page)).toBeHidden();
  });

  test('fetches nothing until the reader shows intent, then only the current context', async ({
    page,
  }) => {
    const requests = indexRequests(page);
    await openDocs(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await button(page).hover();
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(3);
    await page.waitForLoadState('networkidle');
    expect(requests[0]).toBe('/search-index/manifest.json');
    const files = requests.slice(1).map((path) =>
      path
        .split('/')
        .pop()!
        .replace(/\.[\w]+\.json$/, ''),
    );
    expect(files.sort()).toEqual([
      'en-default',
      'en-docs-community-current',
      'en-docs-default-current',
    ]);
  });

  test('limits the query to 64 characters', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('x'.repeat(80));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  test('keeps what is typed right after Ctrl+K while the modal is still loading', async ({
    page,
  }) => {
    await openDocs(page);
    // Every script fetched from now on (the modal's code among them) arrives late.
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('sidebax');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('r');
    await expect(input(page)).toHaveValue('sidebar');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('opens the search page when the modal cannot be loaded', async ({page}) => {
    await openDocs(page);
    // A deploy replaced the scripts, or the network is gone: the modal's code never arrives.
    await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
    await button(page).click();
    await expect(page).toHaveURL(/\/search\?q=$/);
  });

  test('shows hits grouped by page hierarchy and navigates with the keyboard', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    const paths = await hitPaths(page);
    expect(paths).toContain('/docs/sidebar');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/sidebar/i);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(paths[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('finds typos, prefixes and option names', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    for (const [query, expected] of [
      ['sidbar', '/docs/sidebar'],
      ['swizz', '/docs/swizzling'],
      ['onBrokenLinks', '/docs/api/docusaurus-config'],
    ] as const) {
      await search(page, query);
      await expect.poll(() => hitPaths(page)).toContain(expected);
    }
  });

  test('remembers recent searches', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await search(page, 'versioning');
    await page.locator('.DocSearch-Hit a[href="/docs/versioning"]').click();
    await expect(page).toHaveURL(/\/docs\/versioning$/);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Versioning');
  });

  test('links to all results on the search page, with the same count', async ({page}) => {
    // The search page waits for the whole index; the modal may answer from headings alone for
    // a moment after the index arrives, so the count is compared once the page has loaded it.
    await page.goto('/search?q=sidebar');
    await hydrated(page);
    const found = page.getByText(/^\d+ documents found$/);
    await expect(found).toBeVisible(SEARCH_INDEXED);
    const count = Number((await found.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(5);
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    const seeAll = page.getByRole('link', {name: `See all ${count} results`});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=sidebar$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "sidebar"');
    await expect(page.getByText(`${count} documents found`)).toBeVisible(SEARCH_INDEXED);
  });

  test('a query typed before the page text is indexed is answered again once it is', async ({
    page,
  }) => {
    await page.goto('/search?q=sidebar');
    await hydrated(page);
    const found = page.getByText(/^\d+ documents found$/);
    await expect(found).toBeVisible(SEARCH_INDEXED);
    const count = Number((await found.textContent())!.match(/\d+/)![0]);
    // A fresh page, on a slow processor: the first answers come from headings alone.
    await page.goto('/docs/installation');
    await hydrated(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    await expect(page.getByRole('link', {name: /^See all \d+ results$/})).toBeVisible();
    await expect(page.getByRole('link', {name: `See all ${count} results`})).toBeVisible({
      timeout: 30_000,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  });

  test('shows the no-results screen with a prefilled issue link', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    await input(page).fill('zqxjvwk');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen).toContainText('zqxjvwk');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/docusaurus\/issues\/new\?.*title=.*zqxjvwk/,
    );
  });

  test('shows the error screen while the index cannot be fetched, until a query succeeds', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openDocs(page);
    await page.route(INDEX_FILES, (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('Control+k');
    await input(page).fill('sidebar');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await input(page).fill('sidebars');
    await expect(error).toBeVisible();
    await page.unroute(INDEX_FILES);
    await input(page).fill('sidebar');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(error).toBeHidden();
    // The failed fetches are logged by the browser; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  test('never sends a request to another host', async ({page}) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== '127.0.0.1') {
        foreign.push(request.url());
      }
    });
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await search(page, 'deployment');
    await search(page, 'blog');
    expect(foreign).toEqual([]);
  });
});

test.describe('contextual search', () => {
  test('a Canary page finds Canary docs only', async ({page}) => {
    await openDocs(page, '/docs/installation');
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    const paths = await hitPaths(page);
    expect(paths.filter((p) => /^\/docs\/(3\.7\.0|3\.8\.1)(\/|$)/.test(p))).toEqual([]);
    expect(paths.some((p) => p.startsWith('/docs/'))).toBe(true);
  });

  test('a 3.7.0 page finds 3.7.0 docs only', async ({page}) => {
    const requests = indexRequests(page);
    await openDocs(page, '/docs/3.7.0/installation');
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    const docs = (await hitPaths(page)).filter((p) => p.startsWith('/docs/'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((p) => !p.startsWith('/docs/3.7.0/'))).toEqual([]);
    expect(requests.some((r) => r.includes('en-docs-default-3.7.0.'))).toBe(true);
    expect(requests.some((r) => r.includes('en-docs-default-current.'))).toBe(false);
  });
});

test.describe('hostile input', () => {
  // Markup, script URLs, regex metacharacters, long strings, emoji, right-to-left and control
  // characters: none may run, inject an element or break the page.
  const seeds = [
    '<img src=x onerror="window.__pwned=1">',
    '<script>window.__pwned=1</script>',
    '"><svg onload=window.__pwned=1>',
    "'><iframe src=javascript:window.__pwned=1>",
    '</mark><b>bold</b><mark>',
    '&lt;img&gt; &amp; &#60;',
    '.*+?^${}()|[]\\',
    '(?<=a)(?!b)\\1',
    'sidebar<',
    '🚀🔥👩‍👩‍👧 docs',
    'مرحبا بالعالم docs',
    'שלום עולם sidebar',
    '\u202Eevil\u202C',
    'x'.repeat(120),
    '%00%22%3Cscript%3E',
    'javascript:alert(1)',
    '{{constructor.constructor("window.__pwned=1")()}}',
    '${window.__pwned=1}',
    '__proto__ constructor prototype',
    '\\u003cscript\\u003e',
  ];
  const queries = Array.from({length: 200}, (_, i) => {
    const seed = seeds[i % seeds.length]!;
    return i < seeds.length ? seed : `${['sidebar', 'docs', 'blog', ''][i % 4]} ${seed}`.trim();
  });

  test('200 hostile queries run nothing and inject nothing', async ({page}) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    for (const query of queries) {
      await input(page).fill(query);
      await expect(input(page)).toHaveValue(query.slice(0, 64));
    }
    await input(page).fill('sidebar <b>');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const injected = await page.evaluate(() => ({
      pwned: 'pwned' in window || '__pwned' in window,
      elements: document.querySelectorAll(
        '.DocSearch-Modal :is(img, script, iframe, object, embed, b, svg[onload], [onerror], [onload])',
      ).length,
      marksWithChildren: Array.from(document.querySelectorAll('.DocSearch-Modal mark')).filter(
        (mark) => mark.children.length > 0,
      ).length,
    }));
    expect(injected).toEqual({pwned: false, elements: 0, marksWithChildren: 0});
    expect(errors).toEqual([]);
  });
});

test.describe('search page', () => {
  test('a query of spaces alone shows the empty state, not a search that never ends', async ({
    page,
  }) => {
    await page.goto('/search?q=%20%20%20');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page).toHaveTitle(/^Search the documentation/);
    await expect(page.locator('article')).toHaveCount(0);
  });

  test('updates the URL as you type and shows hierarchy and snippets', async ({page}) => {
    await page.goto('/search');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    const box = page.getByRole('searchbox', {name: 'Search'});
    await box.fill('versioning');
    await expect(page).toHaveURL(/\?q=versioning/);
    const first = page.locator('article').first();
    await expect(first.getByRole('heading', {level: 2})).toBeVisible(SEARCH_INDEXED);
    await expect(first.getByRole('list', {name: 'Location'})).toBeVisible();
    await expect(page.locator('article mark').first()).toHaveText(/version/i);
  });

  test('a query longer than 64 characters in the URL is cut to 64', async ({page}) => {
    await page.goto(`/search?q=${'sidebar'.repeat(15)}`);
    await hydrated(page);
    const cut = 'sidebar'.repeat(15).slice(0, 64);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(cut);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${cut}"`);
  });

  test('opened with a query and a version in the URL, the page hydrates without an error', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/search?q=sidebar&version=3.7.0');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "sidebar"');
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('sidebar');
    await expect(page.getByLabel('Docs version')).toHaveValue('3.7.0');
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible(SEARCH_INDEXED);
    expect(errors).toEqual([]);
  });

  test('searches the docs version chosen in the selector', async ({page}) => {
    await page.goto('/search?q=sidebar');
    await hydrated(page);
    const select = page.getByLabel('Docs version');
    await expect(select.locator('option')).toHaveText([/Canary/, '3.8.1', '3.7.0']);
    const links = () =>
      page
        .locator('article h2 a')
        .evaluateAll((as) =>
          as
            .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
            .filter((p) => p.startsWith('/docs/')),
        );
    await expect.poll(async () => (await links()).length, SEARCH_INDEXED).toBeGreaterThan(0);
    expect((await links()).filter((p) => /^\/docs\/3\.\d/.test(p))).toEqual([]);
    await select.selectOption('3.7.0');
    await expect(page).toHaveURL(/version=3\.7\.0/);
    // The list empties while the other version loads: wait for docs links, all of 3.7.0.
    await expect
      .poll(async () => {
        const paths = await links();
        return paths.length > 0 && paths.every((p) => p.startsWith('/docs/3.7.0/'));
      }, SEARCH_INDEXED)
      .toBe(true);
  });

  test('loads more results as the reader scrolls', async ({page}) => {
    await page.goto('/search?q=docs');
    await hydrated(page);
    const results = page.locator('article');
    await expect(results).toHaveCount(20, SEARCH_INDEXED);
    await results.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => results.count()).toBeGreaterThan(20);
  });
});
