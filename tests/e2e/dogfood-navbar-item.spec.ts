import {expect, test, type Page} from '@playwright/test';
import {openPage} from './utils';

// The dogfood navbar item (a custom navbar item type) is added in the browser on /tests routes
// only, and shows its alert from the desktop navbar and from the mobile menu.

const button = (page: Page) => page.getByRole('button', {name: 'Custom navbar item demo'});

function nextDialogMessage(page: Page): Promise<string> {
  return new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

test('appears on /tests routes only', async ({page}) => {
  for (const url of ['/tests', '/tests/pages/svg', '/tests/docs', '/tests/blog']) {
    await openPage(page, url);
    await expect(button(page), url).toBeVisible();
  }
  for (const url of ['/', '/docs', '/blog', '/showcase']) {
    await openPage(page, url);
    await expect(button(page), url).toHaveCount(0);
  }
});

test('shows its alert on desktop', async ({page}) => {
  await openPage(page, '/tests');
  const message = nextDialogMessage(page);
  await button(page).click();
  expect(await message).toBe("I'm a custom navbar item type example");
});

test.describe('in the mobile menu', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('shows its alert with (mobile) appended', async ({page}) => {
    await openPage(page, '/tests');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const message = nextDialogMessage(page);
    const button = page.getByRole('button', {name: 'Custom navbar item demo'});
    const item = page.locator('.navbar-sidebar').locator(button);
    // A row of the menu's list, in the menu's type, like the links around it.
    await expect(
      page.locator('.navbar-sidebar li.menu__list-item').filter({has: button}),
    ).toHaveCount(1);
    const sizes = await page
      .locator('.navbar-sidebar .menu__link')
      .evaluateAll((links) => [...new Set(links.map((link) => getComputedStyle(link).fontSize))]);
    expect(sizes).toHaveLength(1);
    await item.click();
    expect(await message).toBe("I'm a custom navbar item type example (mobile)");
  });
});
