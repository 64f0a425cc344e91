/**
 * The document head after client-side navigation matches what the server wrote for the page:
 * title, <html> attributes and every head tag the pages manage (data-rh), the same set, no leftover
 * of the page before. The browser keeps the head with our own module (lean-bundle
 * client/helmet.tsx), the server with react-helmet-async; this holds them to the same result.
 */
import {expect, test, type Page} from '@playwright/test';
import {openPage, waitForHydration} from './utils';

type Head = {title: string; html: Record<string, string>; tags: string[]};

/** The parts of a document the pages manage, in a form two documents can be compared by. */
function readHead(doc: Document): Head {
  const html: Record<string, string> = {};
  for (const name of ['lang', 'dir', 'class']) {
    html[name] = (doc.documentElement.getAttribute(name) ?? '').split(/\s+/).sort().join(' ');
  }
  // Structured data by its meaning: the build writes its keys in another order than React does.
  const sortedKeys = (_key: string, value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value;
  // The title element is compared by its text: in the browser it loses its data-rh mark.
  const tags = Array.from(doc.head.querySelectorAll('[data-rh]:not(title)'), (element) => {
    const attributes = Array.from(element.attributes)
      .filter((attribute) => attribute.name !== 'data-rh')
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort();
    const text = element.textContent ?? '';
    const content =
      element.getAttribute('type') === 'application/ld+json'
        ? JSON.stringify(JSON.parse(text), sortedKeys)
        : text;
    return `<${element.localName} ${attributes.join(' ')}>${content}`;
  }).sort();
  return {title: doc.title, html, tags};
}

async function browserHead(page: Page): Promise<Head> {
  return page.evaluate(`(${readHead.toString()})(document)`);
}

async function serverHead(page: Page, path: string): Promise<Head> {
  const source = await (await page.request.get(path)).text();
  return page.evaluate(
    `(${readHead.toString()})(new DOMParser().parseFromString(${JSON.stringify(source)}, 'text/html'))`,
  );
}

async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, path);
}

// Each step crosses page types: their heads differ in title, description, canonical and
// alternate links, structured data, docs version metas and the <html> class. Not to the home page,
// whose server HTML alone carries the framework's base URL check script, nor to pages the server
// writes at a path with a trailing slash (/showcase/), whose links name that path. The steps are
// taken one after the other in one visit, so each also shows that nothing of the page before is
// left over. What the server writes is checked on every page in tests/output/head.test.ts.
const route = [
  '/docs/installation',
  '/docs/configuration',
  '/blog/releases/3.8',
  '/docs/3.7.0/installation',
  '/blog',
  '/changelog',
  '/community/support',
  '/blog/tags',
];

test.describe('document head after client-side navigation', () => {
  test(`from / through ${route.length} pages, each leaves the head the server writes for it`, async ({
    page,
  }) => {
    const {errors} = await openPage(page, '/');
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    for (const to of route) {
      const expected = await serverHead(page, to);
      await navigate(page, to);
      await expect(page, to).toHaveTitle(expected.title);
      await expect.poll(() => browserHead(page), {message: to}).toEqual(expected);
    }
    expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
    expect(errors).toEqual([]);
  });

  test('hydration keeps the server head as it is', async ({page}) => {
    await page.goto('/docs/installation');
    const served = await serverHead(page, '/docs/installation');
    await waitForHydration(page);
    await expect.poll(() => browserHead(page)).toEqual(served);
  });
});
