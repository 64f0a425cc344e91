import {expect, test} from '@playwright/test';
import {collectErrors, waitForHydration} from './utils';
import {contrastRatio, formatHex, type Rgb} from '../../src/utils/colorUtils';

test.describe('navbar', () => {
  test('shows the left and right items', async ({page}) => {
    await page.goto('/docs/installation');
    const left = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
    await expect(left).toHaveText(['Docs', 'API', 'Blog', 'Showcase', 'Community']);

    const right = page.locator('.navbar__items--right');
    await expect(right.locator('.dropdown > .navbar__link').first()).toHaveText(/Canary/);
    await expect(right.locator('.dropdown > .navbar__link').nth(1)).toHaveText('English');
    const codeHost = right.locator('a.header-github-link');
    await expect(codeHost).toHaveAttribute('href', 'https://github.com/facebook/docusaurus');
  });

  test('the version dropdown ends with a link to all versions', async ({page}) => {
    await page.goto('/docs/installation');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await dropdown.hover();
    await expect(dropdown.locator('.dropdown__menu a').last()).toHaveAttribute('href', '/versions');
  });

  test('hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    // Make room to scroll whatever the length of the page's content.
    await page.evaluate(() => (document.body.style.minHeight = '6000px'));
    const navbar = page.locator('nav.navbar');
    // The theme compares each scroll position with the previous one, so scroll in two steps.
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
    await page.mouse.wheel(0, 1200);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -400);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('mobile navbar sidebar', () => {
  test.use({viewport: {width: 600, height: 900}});

  test('opens, shows the docs sidebar with a back button, and closes on desktop width', async ({
    page,
  }) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();

    // On a docs page the secondary menu (the docs sidebar) is shown first.
    const back = page.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await expect(sidebar.locator('.menu__link', {hasText: 'Installation'})).toBeVisible();
    await back.click();
    await expect(sidebar.locator('.menu__link', {hasText: 'Showcase'})).toBeVisible();

    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('announcement bar', () => {
  test('announces v3.8, can be dismissed, and stays dismissed after a reload', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: 'is out'});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', '/blog/releases/3.8');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('banner').filter({hasText: 'is out'})).toBeHidden();
  });

  test('follows the colour mode', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: 'is out'});
    const colours = () =>
      bar.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    const light = await colours();
    // The toggle cycles system → light → dark.
    const toggle = page.getByRole('button', {name: /dark and light mode/});
    await toggle.click();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await colours();
    expect(dark[0]).not.toBe(light[0]);
    expect(dark[1]).not.toBe(light[1]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the close button stands out from the bar in ${mode} mode (3:1 or more)`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto('/');
      await waitForHydration(page);
      const bar = page.getByRole('banner').filter({hasText: 'is out'});
      const [background, color, opacity] = await bar.getByRole('button', {name: 'Close'}).evaluate(
        (button, container) => {
          const style = getComputedStyle(button);
          return [getComputedStyle(container!).backgroundColor, style.color, style.opacity];
        },
        await bar.elementHandle(),
      );
      const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const asRgb = ([r = 0, g = 0, b = 0]: number[]): Rgb => ({r, g, b});
      const back = channels(background);
      // The icon is drawn at the button's opacity over the bar.
      const alpha = Number(opacity);
      const seen = channels(color).map((c, i) => c * alpha + back[i]! * (1 - alpha));
      expect(contrastRatio(formatHex(asRgb(seen)), formatHex(asRgb(back)))).toBeGreaterThanOrEqual(
        3,
      );
    });
  }
});

test('the skip link is the first tab stop and moves focus to the main content', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('Skip to main content');
  await page.keyboard.press('Enter');
  // The theme moves the sequential focus starting point to <main>: the next Tab stop is
  // inside the main content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('footer has the four columns, the logo and our copyright', async ({page}) => {
  await page.goto('/');
  // Until hydration both logos (light and dark) are in the page, one hidden by CSS.
  await waitForHydration(page);
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText([
    'Learn',
    'Community',
    'More',
    'Legal',
  ]);
  await expect(footer.locator('.footer__logo')).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('The Docusaurus website team');
  await expect(footer.locator('.footer__copyright')).not.toContainText('Meta');
});

test('unknown paths show the not-found page', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.locator('nav.navbar')).toBeVisible();
});

test('the base URL banner appears on the home page when the bundle cannot load', async ({page}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toContainText(
    'Your Docusaurus site did not load properly',
  );
});

test('the base URL banner stays hidden on a healthy load', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the server-rendered page gets a frame on screen before the app's scripts are added", async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Counts animation frames from the moment the article is parsed, and notes the count when the
  // main bundle's script element enters the page.
  await page.addInitScript(() => {
    const w = window as Window & {framesBeforeMain?: number};
    let frames = 0;
    const count = () => {
      frames += 1;
      requestAnimationFrame(count);
    };
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLElement && node.tagName === 'ARTICLE' && frames === 0) {
            requestAnimationFrame(count);
          }
          if (node instanceof HTMLScriptElement && /\/main\.\w+\.js$/.test(node.src)) {
            w.framesBeforeMain = frames;
            observer.disconnect();
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const frames = await page.evaluate(
    () => (window as Window & {framesBeforeMain?: number}).framesBeforeMain,
  );
  expect(frames).toBeGreaterThanOrEqual(1);
  expect(errors).toEqual([]);
});

test.describe('on a phone, no page is wider than the screen', () => {
  test.use({viewport: {width: 390, height: 844}});
  // The versions tables have four columns: they scroll in their own box, not the page.
  for (const url of ['/', '/versions', '/docs/installation', '/blog/archive', '/showcase']) {
    test(url, async ({page}) => {
      await page.goto(url);
      await waitForHydration(page);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }
});

test.describe('on a phone, nothing moves while a page loads', () => {
  test.use({viewport: {width: 412, height: 823}});
  for (const url of ['/', '/docs/installation', '/blog/releases/3.8', '/showcase']) {
    test(`${url}: no layout shift until hydrated`, async ({page}) => {
      await page.addInitScript(() => {
        const w = window as Window & {layoutShift?: number};
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[]) {
            w.layoutShift! += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await page.goto(url);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () => (window as Window & {layoutShift?: number}).layoutShift,
      );
      // Lighthouse counts a cumulative layout shift up to 0.1 as good; ours stays near zero.
      expect(shift).toBeLessThan(0.01);
    });
  }
});
