import {expect, test, type Page} from '@playwright/test';
import {baseURL} from '../../playwright.config';
import {collectErrors, countRemovals, openPage, waitForHydration} from './utils';

// The Markdown feature pages show each feature live; these tests check that what the pages
// describe really happens in the production build.

/** The tab heading with this label inside a tab set (a `.tabs-container`). */
function tab(container: ReturnType<Page['locator']>, label: string) {
  return container.locator(':scope > ul[role="tablist"] > li[role="tab"]', {hasText: label});
}

test.describe('tabs', () => {
  test('tab sets with the same groupId switch together and keep the choice', async ({page}) => {
    await openPage(page, '/docs/markdown-features/tabs');
    const first = page.locator('.tabs-container', {hasText: 'Press Ctrl + K to search.'});
    const second = page.locator('.tabs-container', {
      hasText: 'Open PowerShell from the Start menu.',
    });
    await expect(tab(second, 'macOS')).toHaveAttribute('aria-selected', 'true');

    await tab(first, 'Windows').click();
    await expect(tab(second, 'Windows')).toHaveAttribute('aria-selected', 'true');
    await expect(second.getByText('Open PowerShell from the Start menu.')).toBeVisible();
    await expect(second.getByText('Open a terminal from Launchpad.')).toBeHidden();

    // The group's choice is stored, so it survives a reload.
    await page.reload();
    await waitForHydration(page);
    await expect(tab(first, 'Windows')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(second, 'Windows')).toHaveAttribute('aria-selected', 'true');
  });

  test('the queryString tab is written to the URL and restored from it', async ({page}) => {
    await openPage(page, '/docs/markdown-features/tabs');
    const tabs = page.locator('.tabs-container', {hasText: 'Install from the Play Store.'});
    await expect(tab(tabs, 'Android')).toHaveAttribute('aria-selected', 'true');

    await tab(tabs, 'iOS').click();
    await expect(page).toHaveURL(/[?&]current-os=ios(&|#|$)/);
    await expect(tabs.getByText('Install from the App Store.')).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(tab(tabs, 'iOS')).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByText('Install from the App Store.')).toBeVisible();

    // A link that carries the parameter opens on that tab, whatever was chosen before.
    await openPage(page, '/docs/markdown-features/tabs?current-os=android');
    await expect(tab(tabs, 'Android')).toHaveAttribute('aria-selected', 'true');
  });

  test('keyboard: arrows and Home/End move between tabs, Enter and Space choose', async ({
    page,
  }) => {
    await openPage(page, '/docs/markdown-features/tabs');
    const tabs = page.locator('.tabs-container', {hasText: 'Install from the Play Store.'});
    const names = await tabs.locator(':scope > ul > li[role="tab"]').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    const [firstName, secondName] = names as [string, string];
    const lastName = names[names.length - 1]!;

    await tab(tabs, firstName).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(tabs, secondName)).toBeFocused();
    // Moving the focus does not choose.
    await expect(tab(tabs, firstName)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(tab(tabs, secondName)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(tabs, secondName)).toHaveAttribute('tabindex', '0');
    await expect(tab(tabs, firstName)).toHaveAttribute('tabindex', '-1');

    await page.keyboard.press('End');
    await expect(tab(tabs, lastName)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab(tabs, firstName)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(tabs, lastName)).toBeFocused();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    await expect(tab(tabs, lastName)).toHaveAttribute('aria-selected', 'true');
    // Space chose the tab; it did not scroll the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  test('tab sets are rendered once: hydration keeps the server-rendered panels', async ({page}) => {
    const removedTabSets = await countRemovals(page, '.tabs-container');
    await openPage(page, '/docs/installation');
    await expect(page.locator('.tabs-container').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await removedTabSets()).toBe(0);
  });
});

test.describe('code blocks', () => {
  // Code blocks are rendered once: the server's light colours stay for light-mode readers, and
  // dark-mode readers get the dark theme through an ordinary update after hydration.
  for (const {scheme, background} of [
    {scheme: 'light', background: 'rgb(246, 248, 250)'},
    {scheme: 'dark', background: 'rgb(40, 42, 54)'},
  ] as const) {
    test(`in ${scheme} mode, code blocks carry the ${scheme} theme's colours after load`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.emulateMedia({colorScheme: scheme});
      // A code block itself, not a tab set or live playground around one (the framework's live
      // playground remounts after hydration).
      const removedCodeBlocks = await countRemovals(page, '.theme-code-block, pre');
      await openPage(page, '/docs/markdown-features/code-blocks');
      const blocks = page.locator('article pre.prism-code');
      expect(await blocks.count()).toBeGreaterThan(5);
      await expect(blocks.first()).toHaveCSS('background-color', background);
      await expect(blocks.last()).toHaveCSS('background-color', background);
      const removed = await removedCodeBlocks();
      if (scheme === 'light') {
        expect(removed).toBe(0);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the copy button puts the code, without magic comments, on the clipboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await openPage(page, '/docs/markdown-features/code-blocks');
    const copy = async (codeText: string) => {
      // The rendered block, not the Markdown source shown above it (which has the fences).
      const block = page
        .locator('.theme-code-block', {hasText: codeText})
        .filter({hasNotText: '```'})
        .first();
      await block.hover();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
      // Said aloud too: a focused button's new label is not read out.
      await expect(block.getByRole('status')).toHaveText('Copied');
      return page.evaluate(() => navigator.clipboard.readText());
    };

    expect(await copy('npx create-docusaurus@latest my-website')).toBe(
      'npx create-docusaurus@latest my-website classic --typescript',
    );
    const highlighted = await copy("const direction = locale === 'ar'");
    expect(highlighted).toContain("const direction = locale === 'ar' ? 'rtl' : 'ltr';");
    expect(highlighted).not.toContain('highlight-');
  });

  test('a code block gets its buttons when the reader reaches it, and every block at the first Tab', async ({
    page,
  }) => {
    await openPage(page, '/docs/installation');
    const blocks = page.locator('.theme-code-block');
    // Blocks in hidden tab panels count too.
    const copyButtons = blocks.locator('button[aria-label="Copy code to clipboard"]');
    // Blocks away from the viewport have none: nothing was rendered for them after hydration.
    const total = await blocks.count();
    const first = blocks.first();
    const last = blocks.last();
    await expect(first.getByRole('button')).toHaveCount(0);
    await expect(last.getByRole('button')).toHaveCount(0);
    await first.hover();
    await expect(first.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(1);
    await expect(last.getByRole('button')).toHaveCount(0);
    // A keyboard reader gets them all, so Tab and Shift+Tab pass through every block's buttons.
    await page.keyboard.press('Tab');
    await expect(copyButtons).toHaveCount(total);
  });

  test('the live editor keeps the caret it is opened with, and re-renders the result as you type', async ({
    page,
  }) => {
    const {errors} = await openPage(page, '/docs/markdown-features/code-blocks');
    // A click on the first live block's code, with no pause over it first, opens its editor with
    // the caret in it. As it starts, the editor switches its editing off and on again; the caret
    // must survive that.
    const first = page.locator('[class*="playgroundContainer"]').first();
    await first.locator('pre').first().scrollIntoViewIfNeeded();
    await first.locator('pre').first().click();
    const firstEditor = first.locator('[contenteditable]');
    await expect(firstEditor).toBeFocused();
    await page.waitForTimeout(500);
    await expect(firstEditor).toBeFocused();
    await page.keyboard.type('/* clicked */ ');
    await expect(firstEditor).toContainText('/* clicked */');

    // The second live block on the page. Located by position, not by its code, since the test
    // replaces that code.
    const playground = page.locator('[class*="playgroundContainer"]').nth(1);
    await expect(playground).toContainText('function Greeting');
    // Its code loads as it nears the viewport; until then the server's markup shows.
    await playground.scrollIntoViewIfNeeded();
    const result = playground.locator('[class*="playgroundPreview"]');
    await expect(result).toContainText('Hello, reader!');

    // The editor loads when the reader reaches for the block: here, the pointer over it.
    await playground.hover();
    const editor = playground.locator('[class*="playgroundEditor"]');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('<strong>Typed in the live editor</strong>');
    await expect(result.locator('strong')).toHaveText('Typed in the live editor');
    await expect(result).not.toContainText('Hello, reader!');
    expect(errors).toEqual([]);
  });
});

test.describe('live code blocks', () => {
  const pagePath = '/docs/api/themes/@docusaurus/theme-live-codeblock';
  const editorChunk = /\/live-playground\.[0-9a-f]+\.js$/;

  test('show their result without the editor, which loads once the reader reaches for it', async ({
    page,
  }) => {
    const editorRequests: string[] = [];
    page.on('request', (request) => {
      if (editorChunk.test(request.url())) {
        editorRequests.push(request.url());
      }
    });
    const {errors} = await openPage(page, pagePath);
    const playground = page.locator('[class*="playgroundContainer"]').first();
    const result = playground.locator('[class*="playgroundPreview"]');
    // The countdown example runs: it shows a number of seconds, then counts down.
    await expect(result).toContainText(/Launch in \d+…/);
    const shown = await result.textContent();
    await expect(result).not.toHaveText(shown!);
    await page.waitForLoadState('networkidle');
    expect(editorRequests).toEqual([]);
    await expect(playground.locator('[contenteditable]')).toHaveCount(0);

    await playground.hover();
    await expect(playground.locator('[contenteditable]')).toHaveCount(1);
    expect(editorRequests).toHaveLength(1);
    await expect(result).toContainText(/Launch in \d+…/);
    expect(errors).toEqual([]);
  });

  test.describe('with the editor failing to download', () => {
    // The service worker would answer the chunk itself, out of the page's request routing.
    test.use({serviceWorkers: 'block'});

    test('say so with a Retry button that downloads it again', async ({page}) => {
      await openPage(page, pagePath);
      await page.route(editorChunk, (route) => route.abort());
      const playground = page.locator('[class*="playgroundContainer"]').first();
      await playground.hover();
      const failure = playground.getByRole('alert');
      await expect(failure).toContainText('could not be loaded');
      // The result still runs from the code compiled at build time.
      await expect(playground.locator('[class*="playgroundPreview"]')).toContainText('Launch in');
      await page.unroute(editorChunk);
      await failure.getByRole('button', {name: 'Retry'}).click();
      await expect(playground.locator('[contenteditable]')).toHaveCount(1);
      await expect(failure).toHaveCount(0);
    });
  });

  test('take the keyboard focus from the code into the editor', async ({page}) => {
    const {errors} = await openPage(page, pagePath);
    const playground = page.locator('[class*="playgroundContainer"]').first();
    await expect(playground.locator('[class*="playgroundPreview"]')).toContainText('Launch in');
    // Code blocks can be focused (to scroll them with the keyboard); focusing this one opens it.
    await playground.locator('pre').first().focus();
    const editor = playground.locator('[contenteditable]');
    await expect(editor).toBeFocused();
    // What the reader types goes into the code, which still runs.
    await page.keyboard.type('/* typed with the keyboard */ ');
    await expect(editor).toContainText('/* typed with the keyboard */ function Countdown');
    await expect(playground.locator('[class*="playgroundPreview"]')).toContainText('Launch in');
    // Tab indents the code; Escape, then Tab, leaves the editor: no keyboard trap. The editor is
    // named, and says how to leave it, to assistive technology and on screen while focused.
    await expect(editor).toHaveAttribute('role', 'textbox');
    await expect(editor).toHaveAccessibleName('Live Editor');
    await expect(editor).toHaveAccessibleDescription(/press Escape, then Tab/);
    await expect(playground.locator('xpath=following-sibling::p')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();

    // A click on the next block's code right away moves the caret into that block's editor: the
    // first editor, still starting, does not take it back.
    const next = page.locator('[class*="playgroundContainer"]').nth(1);
    await next.locator('pre').first().scrollIntoViewIfNeeded();
    await next.locator('pre').first().click();
    const nextEditor = next.locator('[contenteditable]');
    await expect(nextEditor).toBeFocused();
    await page.keyboard.type('/* clicked */ ');
    await expect(nextEditor).toContainText('/* clicked */');
    expect(errors).toEqual([]);
  });
});

test('math: KaTeX renders formulas with fonts served by the site itself', async ({page}) => {
  const site = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== site) {
      foreign.push(url);
    }
  });
  await page.goto('/docs/markdown-features/math-equations', {waitUntil: 'networkidle'});
  await waitForHydration(page);

  // Three inline formulas and four blocks.
  await expect(page.locator('.katex')).toHaveCount(7);
  await expect(page.locator('.katex').first()).toBeVisible();
  await expect(page.locator('.katex-display').first()).toBeVisible();
  // The KaTeX stylesheet is applied and its fonts load from the build output.
  await expect(page.locator('.katex').first()).toHaveCSS('font-family', /KaTeX_Main/);
  const fontLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px KaTeX_Main');
  });
  expect(fontLoaded).toBe(true);
  expect(foreign).toEqual([]);

  // On a phone a formula wider than the column scrolls in its own line, not the page, and is
  // then reachable by keyboard; one that fits is not a tab stop.
  await page.setViewportSize({width: 390, height: 844});
  const widths = () =>
    page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
  await expect.poll(async () => new Set(await widths()).size).toBe(1);
  const focusable = page.locator('.katex-display[tabindex="0"]');
  await expect.poll(() => focusable.count()).toBeGreaterThan(0);
  expect(await focusable.count()).toBeLessThan(await page.locator('.katex-display').count());
});

test('math: a client-side navigation brings the KaTeX stylesheet with the page', async ({page}) => {
  // Pages without formulas do not load it (tests/output/head-requests.test.ts).
  const {errors} = await openPage(page, '/docs/markdown-features/assets');
  const katexStylesheet = 'link[rel="stylesheet"][href^="/assets/katex/katex."]';
  await expect(page.locator(katexStylesheet)).toHaveCount(0);
  await page.locator('.menu__link[href="/docs/markdown-features/math-equations"]').click();
  await expect(page).toHaveURL(/\/math-equations$/);
  await expect(page.locator('.katex').first()).toHaveCSS('font-family', /KaTeX_Main/);
  await expect(page.locator('.katex-mathml').first()).toHaveCSS('position', 'absolute');
  await expect(page.locator(katexStylesheet)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('admonitions: every type is rendered, including the custom keyword', async ({page}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      warnings.push(message.text());
    }
  });
  await openPage(page, '/docs/markdown-features/admonitions');
  for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution']) {
    await expect(page.locator(`.theme-admonition-${type}`).first()).toBeVisible();
  }
  const custom = page.locator('.theme-admonition-my-custom-admonition');
  await expect(custom).toHaveCount(1);
  await expect(custom).toContainText('Our own type');
  await expect(custom).toContainText('Purple, with its own icon');
  // Registered in Admonition/Types, so it is not the Info fallback.
  await expect(custom).not.toHaveClass(/alert--info/);
  await expect(page.locator('.theme-admonition-tip', {hasText: 'Faster builds'})).toBeVisible();
  // A nested admonition sits inside its parent.
  await expect(
    page
      .locator('.theme-admonition-info', {hasText: 'Outer box'})
      .locator('.theme-admonition-danger'),
  ).toContainText('The inner one uses three.');
  expect(warnings.filter((text) => text.includes('No admonition component found'))).toEqual([]);
});

test("a Markdown page's React component responds to clicks", async ({page}) => {
  // What the page renders on the server (its partials, admonition and the component at 0 clicks)
  // is checked on the build in tests/output/site-pages.test.ts.
  const {errors} = await openPage(page, '/examples/markdownPageExample/');
  const component = page.getByTestId('example-component');
  await expect(component).toContainText('0 clicks so far');
  await component.getByRole('button', {name: 'Click me'}).click();
  await expect(component).toContainText('1 clicks so far');
  expect(errors).toEqual([]);
});
