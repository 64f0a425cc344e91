/**
 * The debug panel in the browser: its tab bar on a phone, and the routes page, which builds its
 * list in the browser from the route table. The panels rendered on the server (config, registry,
 * metadata) are checked on the build in tests/output/site-pages.test.ts; every debug page is
 * opened by the crawl.
 */
import {expect, test} from '@playwright/test';
import {openPage} from './utils';

test.describe('debug pages', () => {
  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('the tab bar scrolls sideways, each tab on one line, the last one reachable', async ({
      page,
    }) => {
      await openPage(page, '/__docusaurus/debug');
      const tabs = page.locator('nav a');
      await expect(tabs).toHaveCount(6);
      const heights = await tabs.evaluateAll((links) => links.map((a) => a.clientHeight));
      expect(Math.max(...heights)).toBeLessThan(2 * Math.min(...heights));
      const last = page.getByRole('link', {name: 'Global data'});
      await last.focus();
      const box = (await last.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    });
  });

  test('routes lists every route, those of sections not visited yet too', async ({page}) => {
    await page.goto('/__docusaurus/debug/routes');
    const paths = page.locator('main li > code');
    await expect.poll(() => paths.count()).toBeGreaterThan(280);
    const listed = await paths.allTextContents();
    for (const path of ['/blog', '/changelog/2.0.0', '/tests/blog/html-slug.html', '/docs', '/']) {
      expect(listed).toContain(path);
    }
    // The catch-all once: a group's copy of it is not a route of its own.
    expect(listed.filter((path) => path === '*')).toHaveLength(1);
  });
});
