/**
 * The layout of a doc page at different widths: the "Copy page" menu above the title, the
 * "On this page" button of narrow screens, and the sidebar scrolled to the page being read.
 */
import {expect, test, type Page} from '@playwright/test';
import {openPage} from './utils';

/** Whether the page's h1 breaks a word across two lines (each line should be whole words). */
function titleBreaksMidWord(page: Page): Promise<boolean> {
  return page
    .locator('article h1')
    .first()
    .evaluate((h1) => {
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
}

test.describe('the "Copy page" menu above the title', () => {
  // A versioned doc (the menu sits beside the version badge), a long unbreakable title, and a
  // community doc (no version badge: the menu has a line of its own), wide and narrow.
  // "docusaurus.config.js" is one 20-character word: at 3rem it is wider than the column of a
  // 1000px screen (sidebar and TOC beside it) or a phone, where breaking it is the only option.
  // One visit a page; the window is resized through the widths.
  const cases: [url: string, widths: number[]][] = [
    ['/docs/installation', [1280, 1000, 700, 390]],
    ['/docs/api/docusaurus-config', [1280, 700]],
    ['/community/support', [1280, 1000, 700, 390]],
  ];
  for (const [url, widths] of cases) {
    test(`${url} at ${widths.join(', ')}px: the menu ends above the title, which is not broken mid-word`, async ({
      page,
    }) => {
      await page.setViewportSize({width: widths[0]!, height: 900});
      await openPage(page, url);
      for (const width of widths) {
        await page.setViewportSize({width, height: 900});
        const menu = await page.locator('.copy-page-menu').boundingBox();
        const title = await page.locator('article h1').first().boundingBox();
        expect(menu && title, `${width}px`).toBeTruthy();
        expect(
          menu!.y + menu!.height,
          `${width}px: the menu ends above the title`,
        ).toBeLessThanOrEqual(title!.y + 1);
        expect(await titleBreaksMidWord(page), `${width}px: a word split across lines`).toBe(false);
      }
    });
  }
});

test.describe('on a narrow screen', () => {
  test.use({viewport: {width: 700, height: 900}});

  test('the "On this page" button says whether its list is open', async ({page}) => {
    await openPage(page, '/docs/installation');
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
  await openPage(page, '/docs/api/plugins/@docusaurus/plugin-vercel-analytics');
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
