import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {mdxLeftovers} from '../../src/plugins/llms/lint';
import {markdownTwinUrl} from '../../src/utils/markdownTwin';
import {
  buildDir,
  builtPages,
  docsVersions,
  siteUrl,
  sitemapPaths,
  withoutTrailingSlash,
} from './beyondBuild';
import {waitForHydration} from './utils';

// What the site adds beyond the reference site: Markdown twins and llms.txt, the copy page
// menu, not-found suggestions, zoomable images and diagrams, and printable pages.

/**
 * Axe scoped to the open dialog. @axe-core/playwright is typed against its own copy of
 * playwright-core; the few page methods it calls are the same in ours.
 */
function axeOnDialog(page: Page) {
  type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];
  return new AxeBuilder({page: page as unknown as AxePage}).include('dialog').analyze();
}

function readBuildFile(urlPath: string): string {
  return fs.readFileSync(path.join(buildDir, decodeURI(urlPath)), 'utf8');
}

/** A twin's h1, as plain text. */
function twinTitle(markdown: string): string {
  const line = /^# (.*)$/m.exec(markdown)?.[1] ?? '';
  return line.replace(/\\(.)/g, '$1').replace(/[`*_]/g, '').trim();
}

function h1Text(h1: string): string {
  return h1.replace(/[`*_]/g, '').trim();
}

test.describe('llms.txt and Markdown twins', () => {
  const llmsTxt = () => readBuildFile('/llms.txt');
  const links = () =>
    [...llmsTxt().matchAll(/^- \[(?:[^\]\\]|\\.)*\]\(([^)]+)\)/gm)].map((match) => match[1] ?? '');

  test('llms.txt lists exactly the current docs, each once', () => {
    const versionPrefixes = docsVersions().map((version) => `/docs/${version}/`);
    const currentDocs = sitemapPaths()
      .filter((pathname) => pathname === '/docs/' || pathname.startsWith('/docs/'))
      .filter((pathname) => !versionPrefixes.some((prefix) => pathname.startsWith(prefix)))
      .filter((pathname) => !/^\/docs\/(category|tags)(\/|$)/.test(pathname))
      .map(withoutTrailingSlash)
      .sort();
    expect(currentDocs.length).toBeGreaterThan(50);

    const listed = links().map((url) => {
      expect(url.startsWith(`${siteUrl}/`), url).toBe(true);
      const pathname = new URL(url).pathname;
      expect(pathname, 'links point at Markdown twins').toMatch(/\.md$/);
      return withoutTrailingSlash(pathname.replace(/(index)?\.md$/, ''));
    });
    expect(new Set(listed).size, 'no doc is listed twice').toBe(listed.length);
    expect(listed.sort()).toEqual(currentDocs);

    const text = llmsTxt();
    expect(text).toMatch(/^# Docusaurus\n\n> \S/);
    expect(text).toContain('## Getting Started');
    expect(text).toContain('## API reference');
  });

  test('every link of llms.txt resolves', async ({request}) => {
    for (const url of [...links(), `${siteUrl}/llms-full.txt`]) {
      const response = await request.get(new URL(url).pathname);
      expect(response.status(), url).toBe(200);
    }
  });

  test('llms-full.txt holds every listed doc', () => {
    const full = readBuildFile('/llms-full.txt');
    for (const url of links()) {
      const twin = readBuildFile(new URL(url).pathname);
      expect(full, url).toContain(`# ${/^# (.*)$/m.exec(twin)?.[1]}`);
      expect(full).toContain(`Source: <${url.replace(/(index)?\.md$/, '')}>`);
    }
  });

  test('every doc of every version and every blog post has a twin with its h1 and no JSX', () => {
    const docs = builtPages(['docs', 'community'], 'docs-doc-id-');
    const posts = builtPages(['blog'], 'blog-post-page');
    for (const version of docsVersions()) {
      expect(
        docs.some((page) => page.permalink.startsWith(`/docs/${version}/`)),
        version,
      ).toBe(true);
    }
    expect(posts.length).toBeGreaterThan(10);
    for (const page of [...docs, ...posts]) {
      const twinPath = markdownTwinUrl(page.permalink);
      expect(fs.existsSync(path.join(buildDir, decodeURI(twinPath))), twinPath).toBe(true);
      const twin = readBuildFile(twinPath);
      expect(twinTitle(twin), twinPath).toBe(h1Text(page.h1));
      expect(mdxLeftovers(twin), twinPath).toEqual([]);
      expect(twin, twinPath).not.toMatch(/^---\n[\s\S]*?\n---/);
    }
  });

  test('twins are served as text beside their page', async ({request}) => {
    const response = await request.get('/docs/cli.md');
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^# /);
    expect(response.headers()['content-type']).toMatch(/^text\//);
  });
});

test.describe('copy page menu', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  async function openDoc(page: Page, pathname: string) {
    await page.goto(pathname);
    await waitForHydration(page);
    return page.getByRole('button', {name: 'Copy page'});
  }

  test('copies the Markdown twin to the clipboard and announces it', async ({page, request}) => {
    const button = await openDoc(page, '/docs/cli');
    await button.click();
    await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied to clipboard'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await request.get('/docs/cli.md')).text();
    expect(clipboard).toBe(twin);
    await expect(button).toBeFocused();
  });

  test('works with the keyboard: open, move, Escape returns focus', async ({page}) => {
    const button = await openDoc(page, '/docs/3.8.1/cli');
    await button.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toBeFocused();
    await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs/3.8.1/cli.md',
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', {name: 'Copy link'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/docs\/3\.8\.1\/cli$/,
    );
  });

  test('is on blog posts, not on blog lists nor test docs', async ({page}) => {
    await page.goto('/blog');
    await waitForHydration(page);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);

    const firstPost = await page.locator('article h2 a').first().getAttribute('href');
    await page.goto(firstPost ?? '/blog');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      markdownTwinUrl(firstPost ?? ''),
    );

    await page.goto('/tests/docs');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });
});

test.describe('not-found suggestions', () => {
  const cases = [
    {
      why: 'a page missing from 3.7.0',
      path: '/docs/3.7.0/api/plugins/@docusaurus/plugin-css-cascade-layers',
      first: '/docs/api/plugins/@docusaurus/plugin-css-cascade-layers',
      query: 'plugin css cascade layers',
    },
    {why: 'a typo', path: '/docs/instalation', first: '/docs/installation', query: 'instalation'},
    {why: 'an old version', path: '/docs/2.4.3/cli', first: '/docs/cli', query: 'cli'},
  ];
  for (const {why, path: missing, first, query} of cases) {
    test(`suggests the expected page first for ${why}`, async ({page, request}) => {
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      // Inside the page's main landmark, after the message.
      const section = page
        .getByRole('main')
        .getByRole('region', {name: 'Were you looking for one of these pages?'});
      const suggested = section.getByRole('listitem').getByRole('link');
      await expect(suggested.first()).toHaveAttribute('href', first);
      for (const href of await suggested.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      )) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
      await expect(section.getByRole('link', {name: /^Search the site for/})).toHaveAttribute(
        'href',
        `/search?q=${encodeURIComponent(query)}`,
      );
      await suggested.first().click();
      await expect(page).toHaveURL(new RegExp(`${first}$`));
    });
  }
});

test.describe('zoomable images and diagrams', () => {
  const imagePage = '/docs/markdown-features/assets';

  test('an image opens in a dialog with Enter, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto(imagePage);
    await waitForHydration(page);
    const trigger = page.getByRole('button', {name: /^Enlarge image: The valley by day/}).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'The valley by day, drawn as an SVG'});
    await expect(dialog).toBeVisible();
    const source = await trigger.getByRole('img').getAttribute('src');
    await expect(dialog.getByRole('img')).toHaveAttribute('src', source ?? '');
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    // Focus stays in the dialog.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();

    const results = await axeOnDialog(page);
    expect(results.violations).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await trigger.click();
    await page.getByRole('dialog').getByRole('button', {name: 'Close'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('the zoom animation is skipped for reduced motion', async ({page}) => {
    await page.goto(imagePage);
    await waitForHydration(page);
    const animation = async () => {
      await page
        .getByRole('button', {name: /^Enlarge image/})
        .first()
        .click();
      const name = await page
        .locator('dialog[open]')
        .evaluate((dialog) => getComputedStyle(dialog).animationName);
      await page.keyboard.press('Escape');
      return name;
    };
    expect(await animation()).toMatch(/zoom-in/);
    await page.emulateMedia({reducedMotion: 'reduce'});
    expect(await animation()).toBe('none');
  });

  test('a Mermaid diagram opens larger in a dialog', async ({page}) => {
    await page.goto('/docs/markdown-features/diagrams');
    await waitForHydration(page);
    const trigger = page.getByRole('button', {name: 'Enlarge diagram'}).first();
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    await trigger.click();
    const dialog = page.getByRole('dialog', {name: 'Diagram'});
    await expect(dialog.locator('svg').first()).toBeVisible();
    const results = await axeOnDialog(page);
    expect(results.violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });
});

test.describe('print', () => {
  test('hides the chrome and shows every tab panel under its label', async ({page}) => {
    await page.goto('/docs/markdown-features/tabs');
    await waitForHydration(page);
    const panels = page.locator('[role="tabpanel"]');
    const hiddenOnScreen = await panels.evaluateAll(
      (elements) => elements.filter((element) => (element as HTMLElement).hidden).length,
    );
    expect(hiddenOnScreen).toBeGreaterThan(0);

    await page.emulateMedia({media: 'print'});
    for (const chrome of [
      '.navbar',
      '.theme-doc-sidebar-container',
      '.footer',
      '.pagination-nav',
    ]) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
    const count = await panels.count();
    for (let index = 0; index < count; index += 1) {
      await expect(panels.nth(index)).toBeVisible();
    }
    const label = await page
      .locator('.tab-item-print[data-tab-label="Pear"]')
      .first()
      .evaluate((element) => getComputedStyle(element, '::before').content);
    expect(label).toBe('"Pear"');
    const whiteSpace = await page
      .locator('.theme-code-block pre')
      .first()
      .evaluate((element) => getComputedStyle(element).whiteSpace);
    expect(whiteSpace).toBe('pre-wrap');

    await page.emulateMedia({media: 'screen'});
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('[role="tabpanel"][hidden]').first()).toBeHidden();
  });

  test('opens details blocks for printing and closes them afterwards', async ({page}) => {
    await page.goto('/docs/markdown-features/react');
    await waitForHydration(page);
    const details = page.locator('article details').first();
    await expect(details).not.toHaveAttribute('open');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(details).toHaveAttribute('open', '');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(details).not.toHaveAttribute('open');
  });
});
