/**
 * The page layout at work: the navbar hiding on scroll, its title at desktop widths, the mobile
 * menu, the skip link, the base URL banner, the first frame painted before the app's scripts, and
 * on a phone no overflow and no layout shift. What the navbar and footer hold is checked on every
 * page of the build in tests/output/page-chrome.test.ts.
 */
import {expect, test} from '@playwright/test';
import {openPage} from './utils';

test.describe('navbar', () => {
  test('hides on scroll down and comes back on scroll up without covering the focus; back to top respects reduced motion', async ({
    page,
  }) => {
    await openPage(page, '/docs/installation');
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

    // A link under the shown navbar that the keyboard moves to is brought out below it (WCAG
    // 2.4.11). The browser sees it in the window and would leave it there.
    await page.keyboard.press('Tab');
    const link = page.locator('article p a[href]').nth(3);
    await link.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top + 200));
    await page.evaluate(() => window.scrollBy(0, -220));
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await link.focus();
    await expect
      .poll(async () => (await link.boundingBox())!.y)
      .toBeGreaterThanOrEqual((await navbar.boundingBox())!.height);

    // Scrolled up, the back-to-top button shows; under reduced motion it jumps at once (the
    // theme's animated scroll takes several frames to get there).
    await page.emulateMedia({reducedMotion: 'reduce'});
    const top = page.getByRole('button', {name: 'Scroll back to top'});
    await expect(top).toBeVisible();
    await top.click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('the site title is shown whole or not at all, at every desktop width', async ({page}) => {
  await openPage(page, '/docs/installation');
  const title = page.locator('.navbar__title');
  for (const width of [997, 1050, 1100, 1140, 1141, 1280]) {
    await page.setViewportSize({width, height: 700});
    const [shown, clipped] = await title.evaluate((element) => [
      element.getClientRects().length > 0,
      element.scrollWidth > element.clientWidth,
    ]);
    expect(clipped, `clipped at ${width}px`).toBe(false);
    expect(shown, `shown at ${width}px`).toBe(width > 1140);
  }
});

test.describe('mobile navbar sidebar', () => {
  test.use({viewport: {width: 600, height: 900}});

  test('opens, shows the docs sidebar with a back button, and closes on desktop width', async ({
    page,
  }) => {
    await openPage(page, '/docs/installation');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();

    // On a docs page the secondary menu (the docs sidebar) is shown first.
    const back = page.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await expect(sidebar.locator('.menu__link', {hasText: 'Installation'})).toBeVisible();
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.locator('.menu__link', {hasText: 'Showcase'})).toBeVisible();
    // Focus stays in the menu, on its first entry, rather than falling to the page.
    await expect(sidebar.locator('.navbar-sidebar__item').first().locator(':focus')).toHaveCount(1);

    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('closes when a version is picked from its version list', async ({page}) => {
    await openPage(page, '/docs/sidebar/items');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: /Back to main menu/}).click();
    // The version entries bring a click handler of their own, in place of the menu's.
    await sidebar.getByRole('link', {name: '3.7.0', exact: true}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/3.7.0/sidebar/items');
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(sidebar).toBeHidden();
  });
});

test('the skip link is the first tab stop and moves focus to the main content', async ({page}) => {
  await openPage(page, '/docs/installation');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('Skip to main content');
  await page.keyboard.press('Enter');
  // The focus stays on <main>, where a screen reader goes on reading (the theme's handler alone
  // let Chrome drop it to <body>), and the next Tab stop is inside the main content, past the
  // navbar and the sidebar.
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('the base URL banner stays hidden on a healthy load, and appears when the bundle cannot load', async ({
  page,
}) => {
  const {errors} = await openPage(page, '/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
  await expect(banner).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  await expect(banner).toContainText('Your Docusaurus site did not load properly');
});

test("the server-rendered page gets a frame on screen before the app's scripts are added", async ({
  page,
}) => {
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
  const {errors} = await openPage(page, '/docs/installation');
  const frames = await page.evaluate(
    () => (window as Window & {framesBeforeMain?: number}).framesBeforeMain,
  );
  expect(frames).toBeGreaterThanOrEqual(1);
  expect(errors).toEqual([]);
});

test.describe('on a phone, no page is wider than the screen', () => {
  test.use({viewport: {width: 390, height: 844}});
  // The versions tables have four columns: they scroll in their own box, not the page.
  test('home, versions, a doc, an author, a feature request, the showcase and a test page, at 320 px', async ({
    page,
  }) => {
    // 320 px is the narrowest width WCAG asks pages to reflow to (1.4.10).
    await page.setViewportSize({width: 320, height: 640});
    for (const url of [
      '/',
      '/versions',
      '/docs/installation',
      // A team name as the heading beside the photo; a long issue link in the facts list.
      '/blog/authors/docs-team',
      '/feature-requests/llms-txt',
      '/showcase',
      '/tests/pages/history-tests',
    ]) {
      await openPage(page, url);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth, url).toBeLessThanOrEqual(innerWidth!);
    }
  });

  test('a table wider than the screen shades the edge it can scroll towards', async ({page}) => {
    await openPage(page, '/docs/api/themes/configuration');
    const table = page
      .locator('article table')
      .filter({has: page.locator('code')})
      .first();
    await table.evaluate((element) => element.scrollIntoView({block: 'center'}));
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth + 100)).toBe(
      true,
    );
    // Mean brightness of a thin strip 3 to 6 px inside each edge, read from a screenshot of the
    // table (decoded by the page's own canvas): cell padding there, so text never falls in it.
    const strips = async () => {
      const png = (await table.screenshot()).toString('base64');
      return page.evaluate(async (data) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.width, image.height];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const brightness = (x: number) => {
          const pixels = context.getImageData(x, 0, 3, image.height).data;
          let sum = 0;
          for (let i = 0; i < pixels.length; i += 4) {
            sum += pixels[i]! + pixels[i + 1]! + pixels[i + 2]!;
          }
          return sum / (pixels.length / 4) / 3;
        };
        return {left: brightness(3), right: brightness(image.width - 6)};
      }, png);
    };
    // How much darker each edge is than the same table without its background (light mode).
    const shade = async () => {
      const shaded = await strips();
      await table.evaluate((element) => (element.style.background = 'none'));
      const plain = await strips();
      await table.evaluate((element) => (element.style.background = ''));
      return {left: plain.left - shaded.left, right: plain.right - shaded.right};
    };
    const atStart = await shade();
    expect(atStart.right).toBeGreaterThan(8);
    expect(atStart.left).toBeLessThan(2);
    await table.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const atEnd = await shade();
    expect(atEnd.left).toBeGreaterThan(8);
    expect(atEnd.right).toBeLessThan(2);
  });
});

test.describe('on a phone, nothing moves while a page loads', () => {
  test.use({viewport: {width: 412, height: 823}});
  // The not-found page's suggestions come after hydration, below the first screen.
  for (const url of [
    '/',
    '/docs/installation',
    '/blog/releases/3.8',
    '/showcase',
    '/no-such-page',
  ]) {
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
      await openPage(page, url);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () => (window as Window & {layoutShift?: number}).layoutShift,
      );
      // Lighthouse counts a cumulative layout shift up to 0.1 as good; ours stays near zero.
      expect(shift).toBeLessThan(0.01);
    });
  }
});
