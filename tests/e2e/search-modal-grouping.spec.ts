import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './utils';

// The search modal lists hits grouped by page (src/plugins/search-index/modalGroups.ts): each
// group is one page, titled by it, with the page's best section, so that one page cannot take
// the visible rows with several of its sections.

interface Group {
  title: string;
  pages: string[];
}

/** The modal's groups as shown: each title with the pages its hits link to. */
function shownGroups(page: Page): Promise<Group[]> {
  return page.locator('.DocSearch-Dropdown .DocSearch-Hits').evaluateAll((sections) =>
    sections.map((section) => ({
      title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
      pages: Array.from(section.querySelectorAll<HTMLAnchorElement>('.DocSearch-Hit a')).map(
        (link) => new URL(link.href).pathname,
      ),
    })),
  );
}

async function searchFromDocs(page: Page, query: string): Promise<Group[]> {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // The page text is indexed after the headings; the modal then searches again.
  await expect.poll(async () => (await shownGroups(page)).length).toBeGreaterThanOrEqual(5);
  return shownGroups(page);
}

test('hits are grouped under their page, one page a group, one row a page', async ({page}) => {
  // The sidebar page has a dozen sections with the word in their heading.
  const groups = await searchFromDocs(page, 'sidebar');
  for (const group of groups) {
    expect(group.pages, `group "${group.title}"`).toHaveLength(1);
  }
  const pages = groups.flatMap((group) => group.pages);
  expect(new Set(pages).size).toBe(pages.length);
  expect(pages.slice(0, 5)).toContain('/docs/sidebar');
  // The title names the page: its sidebar group, then its own title.
  const sidebar = groups.find((group) => group.pages[0] === '/docs/sidebar');
  expect(sidebar?.title).toMatch(/› Sidebar$/);
});

test('the rows keep the ranking order across sidebar categories', async ({page}) => {
  // A how-to question: docs first, blog posts after, every page once.
  const groups = await searchFromDocs(page, 'deploy to github pages');
  const pages = groups.flatMap((group) => group.pages);
  expect(pages[0]).toBe('/docs/deployment');
  expect(new Set(pages).size).toBe(pages.length);
  const firstPost = pages.findIndex((path) => path.startsWith('/blog/'));
  expect(firstPost === -1 || firstPost >= 3).toBe(true);
});
