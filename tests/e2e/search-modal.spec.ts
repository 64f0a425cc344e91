// The search modal (DocSearch's UI answered from build/search-index): opening and closing,
// what it fetches, hits, keyboard, recent searches, no-results and error screens.
import {expect, test} from '@playwright/test';
import {axe, collectErrors, SEARCH_INDEXED} from './utils';
import {
  INDEX_FILES,
  modal,
  input,
  button,
  hitLinks,
  hitPaths,
  indexRequests,
  hydrated,
  openDocs,
  search,
} from './searchSteps';

test.describe('search modal', () => {
  test('opens with Ctrl+K, / and a click, takes 64 characters, closes with Escape or a click outside and gives focus back', async ({
    page,
  }) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    // A query is cut at 64 characters as it is typed.
    await page.keyboard.type('x'.repeat(80));
    await expect(input(page)).toHaveValue('x'.repeat(64));
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

  test('fetches nothing until the reader shows intent, then only the current context', async ({
    page,
  }) => {
    const requests = indexRequests(page);
    await openDocs(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await button(page).hover();
    // The manifest, each context's records, and their text once the browser is next idle.
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(7);
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(7);
    expect(requests[0]).toBe('/search-index/manifest.json');
    const files = requests.slice(1).map((path) =>
      path
        .split('/')
        .pop()!
        .replace(/\.[\w]+\.json$/, ''),
    );
    const contexts = ['en-default', 'en-docs-community-current', 'en-docs-default-current'];
    // The records (with the headings a first search answers from) before any text.
    expect(files.slice(0, 3).sort()).toEqual(contexts);
    expect(files.slice(3).sort()).toEqual(contexts.map((context) => `${context}.text`));
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
    // Typed at a reader's pace, the keys fall both before and after the box appears.
    await page.keyboard.type('sidebax', {delay: 100});
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
    // The second hit is chosen, and stays chosen: the hits are not searched again under the
    // reader's selection when the page text has been indexed meanwhile.
    const chosen = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    const target = (await chosen.getAttribute('href'))!;
    expect(target).toBe(await hitLinks(page).nth(1).getAttribute('href'));
    await page.waitForTimeout(1000);
    await expect(chosen).toHaveAttribute('href', target);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === target);
  });

  test('keeps the keyboard focus inside the open dialog', async ({page}) => {
    await openDocs(page);
    // Right after opening, with nothing typed yet, as with hits shown.
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    const focusInModal = () =>
      page.evaluate(() => !!document.activeElement?.closest('.DocSearch-Modal'));
    for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(6).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await focusInModal(), `after ${key}`).toBe(true);
    }
    await search(page, 'sidebar');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    for (const key of Array<string>(20).fill('Tab')) {
      await page.keyboard.press(key);
      expect(await focusInModal(), `after ${key} among hits`).toBe(true);
    }
    await expect(modal(page)).toBeVisible();
  });

  test('is a modal dialog to assistive technology, with no axe violation in either colour mode or on a phone', async ({
    page,
  }) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', {name: 'Search docs'});
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The page behind it is neither read nor focusable while it is open.
    await expect(page.locator('#__docusaurus')).toHaveAttribute('inert', '');
    await search(page, 'sidebar');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // A status line tells screen readers how many results are listed, once typing pauses.
    const rows = await page.locator('.DocSearch-Hit').count();
    await expect(dialog.getByRole('status')).toHaveText(`${rows} results`);
    // The search box points at lists that exist.
    const controlled = (await input(page).getAttribute('aria-controls'))!.split(' ');
    expect(controlled.length).toBeGreaterThan(1);
    for (const id of controlled) {
      await expect(page.locator(`ul[role="listbox"][id="${id}"]`)).toHaveCount(1);
    }
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      await page.keyboard.press('ArrowDown');
      // Each hit is an option holding a link: DocSearch's markup, the reference site's too. The
      // box keeps the focus and arrow keys move through the options (aria-activedescendant).
      const {violations} = await axe(page)
        .include('.DocSearch-Container')
        .disableRules(['nested-interactive'])
        .analyze();
      expect(violations.map((v) => `${mode}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    }
    // On a phone the modal fills the screen and gains a Cancel button, on the modal's grey.
    await page.setViewportSize({width: 390, height: 844});
    const cancel = page.getByRole('button', {name: 'Cancel'});
    await expect(cancel).toBeVisible();
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      const {violations} = await axe(page)
        .include('.DocSearch-Container')
        .disableRules(['nested-interactive'])
        .analyze();
      expect(violations.map((v) => `phone, ${mode}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    }
    await cancel.click();
    await expect(page.locator('#__docusaurus')).not.toHaveAttribute('inert', '');
    await expect(button(page)).toBeFocused();
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
    await expect(modal(page).getByRole('status')).toHaveText(/^No results for.*zqxjvwk/);
    // The suggested queries are readable on the modal's grey in both colour modes.
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      const {violations} = await axe(page).include('.DocSearch-NoResults').analyze();
      expect(violations.map((v) => `${mode}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    }
    const report = screen.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/docusaurus\/issues\/new\?.*title=.*zqxjvwk/,
    );
    // A suggestion ("Guides › Sidebar") searches the page it names, which then comes first.
    const suggestion = screen.locator('.DocSearch-Prefill').first();
    const named = (await suggestion.textContent()) ?? '';
    expect(named).toContain(' › ');
    await suggestion.click();
    // DocSearch puts the suggestion in the box in lower case, with a space after it.
    await expect(input(page)).toHaveValue(`${named.toLowerCase()} `);
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toHaveText(named);
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
    // The network comes back only once this query's own fetch has failed: a query typed while a
    // failing fetch is still on its way shares that fetch, and its failure (CI, 1 run in 245).
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/search-index/'),
    );
    await input(page).fill('sidebars');
    await failed;
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
