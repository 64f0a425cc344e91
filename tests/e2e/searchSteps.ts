/**
 * Locators and steps shared by the search specs: the DocSearch modal answered from
 * build/search-index, and the index files a page requests.
 */
import {expect, type Page} from '@playwright/test';
import {waitForHydration} from './utils';

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
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // The box keeps what the reader typed once the results (and the index) have arrived.
  await expect(input(page)).toHaveValue(query);
}
