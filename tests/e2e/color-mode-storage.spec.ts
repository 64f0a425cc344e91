import {expect, test, type Page} from '@playwright/test';
import {openPage, storageNamespace, waitForHydration} from './utils';

const ns = storageNamespace();

const toggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});
const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('storage keys carry the namespace suffix', () => {
  expect(ns).toMatch(/^-[0-9a-z]+$/);
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('starts light, then cycles system → light → dark → system and stores the choice', async ({
    page,
  }) => {
    await openPage(page, '/');
    expect(await theme(page)).toBe('light');
    await expect(toggle(page)).toHaveAccessibleName(/system mode/);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/light mode/);
    expect(await stored(page, `theme${ns}`)).toBe('light');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/dark mode/);
    expect(await theme(page)).toBe('dark');
    expect(await stored(page, `theme${ns}`)).toBe('dark');
    // The unsuffixed key is never written.
    expect(await stored(page, 'theme')).toBeNull();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/system mode/);
    expect(await stored(page, `theme${ns}`)).toBeNull();
    expect(await theme(page)).toBe('light');
  });

  test('a stored choice survives a reload', async ({page}) => {
    await openPage(page, '/');
    await toggle(page).click();
    await toggle(page).click();
    await page.reload();
    expect(await theme(page)).toBe('dark');
  });

  test('follows the OS preference live while on system', async ({page}) => {
    await openPage(page, '/');
    expect(await theme(page)).toBe('light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('is synced across tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/docs/installation');
    await waitForHydration(first);
    await waitForHydration(second);
    await toggle(first).click();
    await toggle(first).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('storage', () => {
  test('old unsuffixed keys are migrated to the suffixed keys and removed', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('theme', 'dark');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        localStorage.setItem('docusaurus.announcement.id', 'announcementBar-v3.8');
      }
    });
    await openPage(page, '/');
    // Migrated before the theme reads the colour mode: dark from this first page on.
    expect(await theme(page)).toBe('dark');
    expect(await stored(page, 'theme')).toBeNull();
    expect(await stored(page, `theme${ns}`)).toBe('dark');
    expect(await stored(page, `docusaurus.announcement.dismiss${ns}`)).toBe('true');
    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await expect(page.getByRole('banner').filter({hasText: 'is out'})).toBeHidden();
  });

  test('the announcement bar shows again when the stored id differs', async ({page}) => {
    await page.addInitScript((suffix) => {
      localStorage.setItem(`docusaurus.announcement.dismiss${suffix}`, 'true');
      localStorage.setItem(`docusaurus.announcement.id${suffix}`, 'announcementBar-v3.7');
    }, ns);
    await openPage(page, '/');
    await expect(page.getByRole('banner').filter({hasText: 'is out'})).toBeVisible();
    expect(await stored(page, `docusaurus.announcement.id${ns}`)).toBe('announcementBar-v3.8');
  });

  test('when storage is unavailable a warning is logged and the site still works', async ({
    page,
  }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await openPage(page, '/docs/installation');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
    await page.getByRole('link', {name: 'Configuration', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/configuration/);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('storage is not available'))).toHaveLength(1);
  });
});
