/**
 * Locators and steps shared by the search specs: the DocSearch modal answered from
 * build/search-index, and the index files a page requests.
 */
import {expect, type Page} from '@playwright/test';
import {SEARCH_INDEXED, waitForHydration} from './utils';

export const INDEX_FILES = /\/search-index\//;
export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const input = (page: Page) => page.locator('.DocSearch-Input');
export const button = (page: Page) => page.locator('.DocSearch-Button');
export const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

export async function hitPaths(page: Page): Promise<string[]> {
  return hitLinks(page).evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
}

/** Records the index files the page requests. */
export function indexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (INDEX_FILES.test(request.url())) {
      urls.push(new URL(request.url()).pathname);
    }
  });
  return urls;
}

/** The keyboard shortcuts are listened to once React has hydrated the page. */
export const hydrated = waitForHydration;

export async function openDocs(page: Page, path = '/docs/') {
  await page.goto(path);
  await hydrated(page);
}

export async function search(page: Page, query: string) {
  await input(page).fill(query);
  // The first query of a page waits for the index to download and load: about a second on an
  // idle machine, over 10 s in a CI run while the other worker runs axe on a long page. Polled
  // as text, so a failure says what the page showed instead.
  const hits = page.locator('.DocSearch-Hit');
  const gone = () => '(not in the page)';
  await expect
    .poll(async () => {
      if ((await hits.count()) > 0) {
        return 'hits';
      }
      const box = await input(page).inputValue({timeout: 500}).catch(gone);
      const dropdown = await page
        .locator('.DocSearch-Dropdown')
        .innerText({timeout: 500})
        .catch(gone);
      return `no hits at ${page.url()}; box: "${box}"; dropdown: ${dropdown}`;
    }, SEARCH_INDEXED)
    .toBe('hits');
  await expect(hits.first()).toBeVisible();
  // The box keeps what the reader typed once the results (and the index) have arrived.
  await expect(input(page)).toHaveValue(query);
}
