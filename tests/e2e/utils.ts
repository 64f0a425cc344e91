import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, type Locator, type Page, type Response} from '@playwright/test';

/**
 * The suffix `future.experimental_storage.namespace` adds to every storage key. It is derived
 * from the site URL at build time and written beside the build in `.docusaurus/`.
 */
export function storageNamespace(): string {
  const file = path.join(__dirname, '../../.docusaurus/site-storage.json');
  const {namespace} = JSON.parse(fs.readFileSync(file, 'utf8')) as {namespace: string};
  return namespace;
}

const collected = new WeakMap<Page, string[]>();

/**
 * Collects console errors and uncaught page errors for the lifetime of the page. Calling it again
 * for the same page returns the same list.
 */
export function collectErrors(page: Page): string[] {
  let errors = collected.get(page);
  if (!errors) {
    const list: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        list.push(`console: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => list.push(`pageerror: ${error.message}`));
    collected.set(page, list);
    errors = list;
  }
  return errors;
}

/**
 * The one way specs open a page: collects its errors from the start, goes to `url` and waits for
 * hydration. The returned `errors` keeps filling while the test goes on.
 */
export async function openPage(
  page: Page,
  url: string,
  options: {hydrate?: boolean} = {},
): Promise<{response: Response | null; errors: string[]}> {
  const errors = collectErrors(page);
  const response = await page.goto(url);
  if (options.hydrate !== false) {
    await waitForHydration(page);
  }
  return {response, errors};
}

/**
 * Waits until React has hydrated the page. The server-rendered <html> already carries
 * data-has-hydrated="false"; the client sets it to "true" once it runs.
 */
export async function waitForHydration(
  page: Page,
  options: {timeout?: number} = {},
): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true',
    null,
    options,
  );
}

/**
 * The site footer's link `name`, scrolled to and hydrated. The footer of a page loaded in full
 * hydrates as it nears the viewport (HydrationBoundary) and replaces its links then: a click
 * before that is an ordinary link's (a full page load) or lands on a link being replaced. A
 * reader aims for longer than a test.
 */
export async function hydratedFooterLink(page: Page, name: string): Promise<Locator> {
  const footer = page.locator('footer.footer');
  await footer.evaluate((element) => element.scrollIntoView());
  const link = footer.getByRole('link', {name, exact: true});
  await expect
    .poll(() => link.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  return link;
}

/**
 * Parts that load their code only when they near the viewport (live diagrams, live code, the
 * colour generator).
 */
export const NEAR_VIEWPORT_PARTS =
  '.zoomable-diagram:not(:has(.mermaid-svg)), [class*="playgroundContainer"], [data-testid="color-generator"]';

/**
 * Scrolls down the page a viewport at a time and back to the top, so that every part that waits
 * to near the viewport (NEAR_VIEWPORT_PARTS) starts loading, then waits until each live diagram
 * is drawn, each live editor has rendered its result and the colour generator works.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
  // Every diagram has its SVG (a diagram drawn at build time has one per colour mode, one hidden).
  for (const diagram of await page.locator('.zoomable-diagram').all()) {
    await expect(diagram.locator(':scope > :first-child svg').first()).toBeAttached();
  }
  // A diagram drawn in the browser shows its SVG.
  for (const container of await page.locator('.docusaurus-mermaid-container').all()) {
    await expect(container.locator('svg').first()).toBeVisible();
  }
  for (const preview of await page.locator('[class*="playgroundPreview"]').all()) {
    // The theme's placeholder, or ours for a block compiled at build time (src/theme/Playground).
    await expect(preview).not.toHaveText(/^Loading(\.\.\.|…)$/);
  }
  for (const generator of await page.getByTestId('color-generator').all()) {
    await expect(generator).toHaveAttribute('data-ready', 'true');
  }
}

/**
 * Counts elements matching `selector` that leave the page once its HTML is parsed: elements the
 * app throws away to render again. Call before `page.goto`; the returned function reads the count.
 */
export async function countRemovals(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.addInitScript((watched) => {
    const w = window as Window & {removals?: number};
    w.removals = 0;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && node.matches(watched)) {
              w.removals! += 1;
            }
          }
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
  }, selector);
  return () => page.evaluate(() => (window as Window & {removals?: number}).removals ?? 0);
}

/**
 * How long to wait for the search page's first results: it answers once the page text of the
 * whole docs context is indexed, about 3 s on an idle 2-core machine and well over 10 s while
 * the other test worker crawls pages.
 */
export const SEARCH_INDEXED = {timeout: 30_000};

/**
 * axe on the page as it is. In legacy mode axe runs in the page itself rather than gathering its
 * results in a blank page it opens: the same rules and findings (checked on a page with a
 * contrast, a button-name and an image-alt violation added), in less than half the time (idle
 * machine: 4.2 → 1.9 s on /docs/installation, 9.4 → 3.3 s on the code blocks page). The pages
 * checked have no iframes from other origins, which is what the blank page is for.
 * @axe-core/playwright is typed against its own copy of playwright-core; the few page methods it
 * calls are the same in ours.
 */
export function axe(page: Page): AxeBuilder {
  type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];
  return new AxeBuilder({page: page as unknown as AxePage}).setLegacyMode(true);
}
