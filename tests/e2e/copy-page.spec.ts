/**
 * The copy page menu on docs and blog posts: Copy as Markdown puts the page's Markdown twin on the
 * clipboard, View as Markdown opens it, Copy link copies the address; the menu works with the
 * keyboard. The twins themselves are checked on the build (tests/output/markdown-twins.test.ts).
 */
import {expect, test, type Page} from '@playwright/test';
import {markdownTwinUrl} from '../../src/utils/markdownTwin';
import {fileForPath, readBuildFile} from '../shared/build';
import {openPage} from './utils';

test.describe('copy page menu', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  async function openDoc(page: Page, pathname: string) {
    await openPage(page, pathname);
    return page.getByRole('button', {name: 'Copy page'});
  }

  test('copies the Markdown twin to the clipboard and announces it', async ({page}) => {
    const button = await openDoc(page, '/docs/cli');
    await button.click();
    await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied to clipboard'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const twin = readBuildFile(fileForPath('/docs/cli.md') ?? '');
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
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText(
      'Copied to clipboard',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/docs\/3\.8\.1\/cli$/,
    );
  });

  // Which pages have the button (every doc and post, no list, no test doc) is checked on every
  // page of the build in tests/output/page-chrome.test.ts; this opens a post's menu, first with
  // its code unreachable (a reader gone offline who never opened it), then again.
  test("a post's menu links to the post's own Markdown twin, and survives failing to load", async ({
    page,
  }) => {
    const post = '/blog/releases/3.8';
    const button = await openDoc(page, post);
    const scripts = '**/assets/js/*.js';
    await page.route(scripts, (route) => route.abort('internetdisconnected'));
    await button.click();
    const failure = page.getByRole('alert').filter({hasText: 'could not be loaded'});
    await expect(failure).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.unroute(scripts);
    await failure.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      markdownTwinUrl(post),
    );
    await expect(failure).toHaveCount(0);
  });

  test('the twin it links to is served as text beside its page', async ({request}) => {
    const response = await request.get('/docs/cli.md');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^# /);
    expect(response.headers()['content-type']).toMatch(/^text\//);
  });
});
