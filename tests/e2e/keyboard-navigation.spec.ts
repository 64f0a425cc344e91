/**
 * Keyboard-only use of the navbar: the skip link, the search, the version dropdown (Enter,
 * Space, arrows, Home, Escape), the colour mode toggle and the mobile menu.
 */
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './utils';

/** Presses Tab until `isTarget` holds for the focused element; returns how many presses. */
async function tabUntil(page: Page, description: string, isTarget: () => boolean, max = 40) {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(isTarget)) {
      return presses;
    }
  }
  throw new Error(`Tab never reached ${description} in ${max} presses`);
}

function tabToVersionDropdown(page: Page) {
  return tabUntil(
    page,
    'the version dropdown',
    () =>
      document.activeElement?.getAttribute('aria-haspopup') === 'true' &&
      /Canary/.test(document.activeElement.textContent ?? ''),
  );
}

test.describe('keyboard-only navigation', () => {
  // Each test starts from the top of a fresh page, so the order of the navbar items is free.
  test.beforeEach(async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
  });

  test('the first Tab stop is the skip link', async ({page}) => {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Skip to main content');
  });

  test('Tab reaches the search button, and Enter opens the search with the focus in its box', async ({
    page,
  }) => {
    await tabUntil(page, 'the search button', () =>
      /^Search/.test(document.activeElement?.getAttribute('aria-label') ?? ''),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('searchbox').or(page.getByRole('combobox'))).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Search/);
  });

  test('Tab reaches the version dropdown; Enter opens it and Tab walks its items', async ({
    page,
  }) => {
    await tabToVersionDropdown(page);
    const versions = page.locator(':focus');
    await expect(versions).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(versions).toHaveAttribute('aria-expanded', 'true');
    const items = page.locator('.dropdown--show .dropdown__menu a');
    await expect(items.first()).toBeVisible();
    for (const index of [0, 1, 2]) {
      await page.keyboard.press('Tab');
      await expect(items.nth(index)).toBeFocused();
    }
  });

  test('the version dropdown opens with Space, walks its entries with the arrows and closes with Escape', async ({
    page,
  }) => {
    await tabToVersionDropdown(page);
    // Not ':focus', which follows the focus into the list.
    const versions = page.locator('.navbar [aria-haspopup="true"]', {hasText: 'Canary'});
    await expect(versions).toBeFocused();
    const items = page.locator('.dropdown--show .dropdown__menu a');
    await page.keyboard.press('Space');
    await expect(versions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(versions).toHaveAttribute('aria-expanded', 'false');
    // Space toggled the list, it did not scroll the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('ArrowDown');
    await expect(versions).toHaveAttribute('aria-expanded', 'true');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(versions).toHaveAttribute('aria-expanded', 'false');
    await expect(versions).toBeFocused();
    await expect(page.locator('.dropdown--show')).toHaveCount(0);
    // The page under the list is where it was: nothing was followed.
    expect(new URL(page.url()).pathname).toBe('/docs/installation');
  });

  test('a list shown on hover is dismissed with Escape until the pointer leaves', async ({
    page,
  }) => {
    const dropdown = page.locator('.navbar .dropdown', {hasText: 'Canary'});
    const list = dropdown.locator('.dropdown__menu');
    await dropdown.hover();
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await page.mouse.move(5, 400);
    await dropdown.hover();
    await expect(list).toBeVisible();
  });

  test('Tab reaches the colour mode toggle, and Enter and Space switch the mode', async ({
    page,
  }) => {
    await tabUntil(page, 'the colour mode toggle', () =>
      /dark and light mode/.test(document.activeElement?.getAttribute('aria-label') ?? ''),
    );
    const toggle = page.locator(':focus');
    const html = page.locator('html');
    // The toggle cycles system → light → dark → system (respectPrefersColorScheme).
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAccessibleName(/currently light mode/);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAccessibleName(/currently dark mode/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
  });

  test.describe('at 800 px wide', () => {
    test.use({viewport: {width: 800, height: 900}});

    test('the menu button opens the sidebar from the keyboard; Escape closes it and gives focus back', async ({
      page,
    }) => {
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await tabUntil(
        page,
        'the menu button',
        () => document.activeElement?.classList.contains('navbar__toggle') ?? false,
      );
      await page.keyboard.press('Enter');
      const sidebar = page.locator('.navbar-sidebar');
      await expect(sidebar).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await tabUntil(
        page,
        'a link of the sidebar',
        () => !!document.activeElement?.closest('.navbar-sidebar .menu'),
      );
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(toggle).toBeFocused();

      // The close button works from the keyboard too.
      await page.keyboard.press('Enter');
      await expect(sidebar).toBeVisible();
      await tabUntil(
        page,
        'the close button',
        () => document.activeElement?.classList.contains('navbar-sidebar__close') ?? false,
      );
      await page.keyboard.press('Enter');
      await expect(sidebar).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test('Tab stays inside the open menu, both ways round', async ({page}) => {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const sidebar = page.locator('.navbar-sidebar');
      await expect(sidebar).toBeVisible();
      // In the menu, and on screen: on a doc page the main menu waits off screen beside the docs
      // menu, and must not take the focus.
      const insideMenu = () => {
        const active = document.activeElement;
        const box = active?.getBoundingClientRect();
        return (
          !!active?.closest('.navbar-sidebar') && !!box && box.left >= 0 && box.right <= innerWidth
        );
      };
      // From the menu button behind it, the next Tab enters the menu.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(insideMenu)).toBe(true);
      const first = await page.evaluate(() => document.activeElement?.outerHTML);
      // Shift+Tab from the first entry wraps to the last one, still in the menu.
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(insideMenu)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).not.toBe(first);
      // Tab from the last entry comes back to the first: never the page under the backdrop.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(first);
      for (let presses = 0; presses < 30; presses += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(insideMenu), `Tab ${presses + 1}`).toBe(true);
      }
    });
  });

  test('the hidden docs sidebar opens only on Enter or Space, and the focus follows it; Space toggles a category', async ({
    page,
  }) => {
    const hide = page.getByRole('button', {name: 'Collapse sidebar', exact: true});
    const show = page.getByRole('button', {name: 'Expand sidebar', exact: true});
    await hide.focus();
    await page.keyboard.press('Enter');
    await expect(show).toBeFocused();
    // Tab moves on past the strip instead of opening the sidebar again.
    await page.keyboard.press('Tab');
    await expect(show).toBeVisible();
    await expect(show).not.toBeFocused();
    await show.focus();
    await page.keyboard.press('Space');
    await expect(show).toBeHidden();
    await expect(hide).toBeFocused();

    // A category without a page is drawn as a link with the role of a button: Space, which a
    // button takes, toggles it instead of scrolling the page.
    await page.getByRole('button', {name: "Expand sidebar category 'Upgrading'"}).click();
    const category = page.getByRole('button', {name: 'To Docusaurus v2', exact: true});
    await category.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
