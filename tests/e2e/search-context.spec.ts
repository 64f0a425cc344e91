// Contextual search: a docs page searches its own version of the docs only.
import {expect, test} from '@playwright/test';
import {hitPaths, indexRequests, openDocs, search} from './searchSteps';

test.describe('contextual search', () => {
  test('a Canary page finds Canary docs only', async ({page}) => {
    await openDocs(page, '/docs/installation');
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    const paths = await hitPaths(page);
    expect(paths.filter((p) => /^\/docs\/(3\.7\.0|3\.8\.1)(\/|$)/.test(p))).toEqual([]);
    expect(paths.some((p) => p.startsWith('/docs/'))).toBe(true);
  });

  test('a 3.7.0 page finds 3.7.0 docs only', async ({page}) => {
    const requests = indexRequests(page);
    await openDocs(page, '/docs/3.7.0/installation');
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    const docs = (await hitPaths(page)).filter((p) => p.startsWith('/docs/'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((p) => !p.startsWith('/docs/3.7.0/'))).toEqual([]);
    expect(requests.some((r) => r.includes('en-docs-default-3.7.0.'))).toBe(true);
    expect(requests.some((r) => r.includes('en-docs-default-current.'))).toBe(false);
  });
});
