import {expect, test} from '@playwright/test';
import {contentDocPages, generatedIndexUrls} from './data/docUrls';
import {collectErrors, waitForHydration} from './utils';

// Every non-API page of the current docs, plus the two generated category indexes. The list is
// data (cross-checked against docs/ by tests/unit/doc-urls.test.ts), not a copy in this file.
const urls = [...contentDocPages.map((page) => page.url), ...generatedIndexUrls];

test.describe('docs pages', () => {
  for (const url of urls) {
    test(`${url} renders with one h1, its sidebar link active and no errors`, async ({page}) => {
      const errors = collectErrors(page);
      const response = await page.goto(url);

      expect(response?.status(), `${url} should be served directly`).toBe(200);
      expect(new URL(page.url()).pathname, `${url} should not redirect`).toBe(url);
      await waitForHydration(page);

      await expect(page.locator('h1')).toHaveCount(1);

      const sidebar = page.locator('.theme-doc-sidebar-container');
      const activeLink = sidebar.locator(`a.menu__link--active[href="${url}"]`);
      await expect(activeLink, `the sidebar should mark ${url} as the current page`).toHaveCount(1);
      await expect(activeLink).toBeVisible();

      expect(errors).toEqual([]);
    });
  }
});

// Card descriptions come in a chunk of their own in the browser (src/theme/DocCard): the cards
// must show the same text as the server-rendered page, after hydration and after a client-side
// navigation, in the current docs and in a release.
test.describe('doc cards', () => {
  const cardDescriptions = '.card p[class*="cardDescription"]';

  async function serverDescriptions(
    request: import('@playwright/test').APIRequestContext,
    url: string,
  ) {
    const html = await (await request.get(url)).text();
    const texts = [...html.matchAll(/<p class="[^"]*cardDescription[^"]*" title="([^"]*)"/g)].map(
      (match) => match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    );
    expect(texts.length, `${url} should render described cards`).toBeGreaterThanOrEqual(4);
    return texts;
  }

  const pairs: [from: string, category: string][] = [
    ['/docs/installation', '/docs/category/getting-started'],
    ['/docs/3.7.0/installation', '/docs/3.7.0/category/getting-started'],
  ];
  for (const [from, category] of pairs) {
    test(`${category} shows its descriptions after hydration and a client-side navigation`, async ({
      page,
      request,
    }) => {
      const expected = await serverDescriptions(request, category);
      const errors = collectErrors(page);

      await page.goto(category);
      await waitForHydration(page);
      await expect(page.locator(cardDescriptions)).toHaveText(expected);

      await page.goto(from);
      await waitForHydration(page);
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
      await page
        .locator(`.theme-doc-sidebar-container a.menu__link[href="${category}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(category);
      await expect(page.locator(cardDescriptions)).toHaveText(expected);
      expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);

      expect(errors).toEqual([]);
    });
  }
});

test.describe('the "Copy page" menu above the title', () => {
  // A versioned doc (the menu sits beside the version badge), a long unbreakable title, and a
  // community doc (no version badge: the menu has a line of its own), wide and narrow.
  // "docusaurus.config.js" is one 20-character word: at 3rem it is wider than the column of a
  // 1000px screen (sidebar and TOC beside it) or a phone, where breaking it is the only option.
  const cases = [1280, 1000, 700, 390].flatMap((width) =>
    ['/docs/installation', '/docs/api/docusaurus-config', '/community/support']
      .filter((url) => !url.endsWith('docusaurus-config') || width === 1280 || width === 700)
      .map((url) => [width, url] as const),
  );
  for (const [width, url] of cases) {
    test(`${url} at ${width}px: the menu ends above the title, which is not broken mid-word`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await page.goto(url);
      await waitForHydration(page);
      const menu = await page.locator('.copy-page-menu').boundingBox();
      const title = page.locator('article h1').first();
      const box = await title.boundingBox();
      expect(menu && box).toBeTruthy();
      // The menu ends above the title's top.
      expect(menu!.y + menu!.height).toBeLessThanOrEqual(box!.y + 1);
      // And no word is split across two lines: each line's text is whole words.
      const split = await title.evaluate((h1) => {
        const text = h1.textContent ?? '';
        const range = document.createRange();
        const node = Array.from(h1.childNodes).find((n) => n.nodeType === Node.TEXT_NODE);
        if (!node) {
          return false;
        }
        let top = -1;
        for (let i = 0; i < text.length; i += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const {y} = range.getBoundingClientRect();
          if (top !== -1 && y > top + 5 && !/\s/.test(text[i - 1] ?? ' ') && text[i - 1] !== '-') {
            return true;
          }
          top = Math.max(top, y);
        }
        return false;
      });
      expect(split).toBe(false);
    });
  }
});

test.describe('on a narrow screen', () => {
  test.use({viewport: {width: 700, height: 900}});

  test('the "On this page" button says whether its list is open', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'On this page'});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.theme-doc-toc-mobile a').first()).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test('a deep page of a long sidebar has its sidebar link in view, clear of the collapse button', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/api/plugins/@docusaurus/plugin-vercel-analytics');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const current = sidebar.locator('a[aria-current="page"]');
  await expect(current).toHaveText(/vercel-analytics/);
  const area = (await sidebar.boundingBox())!;
  const link = (await current.boundingBox())!;
  const collapse = (await page
    .getByRole('button', {name: 'Collapse sidebar', exact: true})
    .boundingBox())!;
  // Only the sidebar scrolled, not the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(link.y).toBeGreaterThanOrEqual(area.y);
  expect(link.y + link.height).toBeLessThanOrEqual(Math.min(area.y + area.height, collapse.y));
});
