import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {contrastRatio, formatHex} from '../../src/utils/colorUtils';
import {collectErrors, waitForHydration} from './utils';

// The test area (/tests/...): every page renders, the dogfood navbar item is confined to it, the
// blog paginates by 3, visibility rules hold, unusual paths resolve and TOC levels are exact.

const PAGES = [
  'analytics',
  'code-block-tests',
  'diagrams',
  'embeds',
  'error-boundary-tests',
  'head-metadata',
  'history-tests',
  'hydration-tests',
  'link-tests',
  'markdown-tests-md',
  'markdown-tests-mdx',
  'navbar-dropdown-tests',
  'page-toc-tests',
  'react-18',
  'seo',
  'style-isolation',
  'svg',
  'tabs-tests',
  'z-index-tests',
  'a-custom-unlisted-slug',
];

const DOCS = [
  '',
  'doc-with-another-sidebar',
  'doc-without-sidebar',
  'category/category-links',
  'tests/category-links/with-index-doc/',
  'tests/category-links/with-readme-doc/',
  'tests/category-links/with-category-name-doc/',
  'tests/category-links/custom-index-convention/intro',
  'category/no-index-doc',
  'tests/category-links/explicit-doc-index/chosen-doc',
  'tests/conflicts/file-name/a/same-name',
  'tests/conflicts/file-name/b/same-name',
  'tests/conflicts/custom-id/renamed-by-front-matter',
  'tests/conflicts/custom-id/original-file-name-2',
  'tests/conflicts/slug-from-front-matter',
  'tests/visibility/listed',
  'tests/visibility/unlisted',
  'tests/sidebar-frontmatter/',
  'category/toc-levels',
  'tags',
  'tags/visibility',
  'tags/toc',
];

const BLOG = [
  '',
  'archive',
  'authors',
  'authors/qa-team',
  'tags',
  'tags/paginated',
  'tags/paginated/page/2',
  'tags/a-very-long-tag-name',
  'tags/unlisted-only',
  '2022/08/24/post-unlisted',
  '2020/08/03/demo/second-blog-intro',
  '2023/08/05/',
  'authors/qa-team/authors/2',
];

async function expectRenders(page: Page, url: string): Promise<void> {
  const errors = collectErrors(page);
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('main')).toBeVisible();
  expect(errors, url).toEqual([]);
}

test.describe('every route of the test area renders', () => {
  // Each test visits some 30 pages: about a minute on the 2-core CI machine, too close to the
  // 60 s default.
  test.describe.configure({timeout: 180_000});

  test('the hubs and every page', async ({page}) => {
    for (const url of ['/tests', '/tests/pages', ...PAGES.map((name) => `/tests/pages/${name}`)]) {
      await expectRenders(page, url);
      await expect(page.locator('main h1').first(), url).toBeVisible();
    }
  });

  test('the layout with no children renders an empty main area', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/tests/pages/layout-no-children');
    await waitForHydration(page);
    await expect(page.locator('nav.navbar')).toBeVisible();
    // The theme's Layout wraps its children in this element; with none, it stays empty.
    await expect(page.locator('.main-wrapper')).toBeEmpty();
    expect(errors).toEqual([]);
    await expect(page.locator('footer')).toBeVisible();
    await expect(page).toHaveTitle(/Layout with no children/);
  });

  test('the crash page renders the crash fallback', async ({page}) => {
    await page.goto('/tests/pages/crashTest');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  });

  test('authors known only by an avatar have alt text and a hidden name', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/tests/blog/2022/01/20/image-only-authors');
    await waitForHydration(page);
    const header = page.locator('main article header');
    for (const key of ['pixel-cat', 'pixel-dog']) {
      await expect(header.getByRole('img', {name: key, exact: true})).toBeVisible();
      const name = header.locator('.avatar__name > :first-child', {hasText: key});
      await expect(name).toBeAttached();
      expect((await name.boundingBox())?.width, key).toBeLessThanOrEqual(1);
    }
    // The author with a name shows it as before.
    await expect(header.getByText('Test bot', {exact: true})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the docs', async ({page}) => {
    for (const url of DOCS.map((slug) => `/tests/docs/${slug}`)) {
      await expectRenders(page, url);
    }
  });

  test('the blog', async ({page}) => {
    for (const url of BLOG.map((slug) => `/tests/blog/${slug}`)) {
      await expectRenders(page, url);
    }
  });
});

test.describe('dogfood navbar item', () => {
  const button = (page: Page) => page.getByRole('button', {name: 'Custom navbar item demo'});

  test('appears on /tests routes only', async ({page}) => {
    for (const url of ['/tests', '/tests/pages/svg', '/tests/docs', '/tests/blog']) {
      await page.goto(url);
      await waitForHydration(page);
      await expect(button(page), url).toBeVisible();
    }
    for (const url of ['/', '/docs', '/blog', '/showcase']) {
      await page.goto(url);
      await waitForHydration(page);
      await expect(button(page), url).toHaveCount(0);
    }
  });

  test('shows its alert on desktop', async ({page}) => {
    await page.goto('/tests');
    await waitForHydration(page);
    const message = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await button(page).click();
    expect(await message).toBe("I'm a custom navbar item type example");
  });

  test.describe('in the mobile menu', () => {
    test.use({viewport: {width: 800, height: 900}});

    test('shows its alert with (mobile) appended', async ({page}) => {
      await page.goto('/tests');
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const message = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        }),
      );
      await page
        .locator('.navbar-sidebar')
        .getByRole('button', {name: 'Custom navbar item demo'})
        .click();
      expect(await message).toBe("I'm a custom navbar item type example (mobile)");
    });
  });
});

test.describe('test blog', () => {
  test('shows 3 posts per page on pages 1 to 7, and no page 8', async ({page}) => {
    for (let n = 1; n <= 7; n += 1) {
      const url = n === 1 ? '/tests/blog' : `/tests/blog/page/${n}`;
      await page.goto(url);
      const posts = page.locator('main article');
      if (n < 7) {
        await expect(posts, url).toHaveCount(3);
      } else {
        expect(await posts.count(), url).toBeGreaterThanOrEqual(1);
      }
    }
    const response = await page.goto('/tests/blog/page/8');
    expect(response?.status()).toBe(404);
  });

  test('builds the .html slug post as a file, served and routed at its .html URL', async ({
    page,
  }) => {
    // E2E_BUILD_DIR: a copy of the build being served instead of ./build, if any.
    const buildDir = process.env.E2E_BUILD_DIR ?? path.join(__dirname, '../../build');
    const file = path.join(buildDir, 'tests/blog/html-slug.html');
    expect(fs.readFileSync(file, 'utf8')).toContain('A post whose slug ends in .html');
    // Loaded directly: the server sends the file and the router matches the exact route.
    const response = await page.goto('/tests/blog/html-slug.html');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/tests\/blog\/html-slug\.html$/);
    await expect(page.locator('main h1')).toHaveText('A post whose slug ends in .html');
    // Reached from the archive, through the client router.
    await page.goto('/tests/blog/archive');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'A post whose slug ends in .html'}).click();
    await expect(page).toHaveURL(/\/tests\/blog\/html-slug\.html$/);
    await expect(page.locator('main h1')).toHaveText('A post whose slug ends in .html');
  });

  test('the .html slug post opened without its suffix (a host serves the file) takes its route', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/tests/blog/html-slug?from=link#top');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/tests\/blog\/html-slug\.html\?from=link#top$/);
    await expect(page.locator('main h1')).toHaveText('A post whose slug ends in .html');
    await expect(page.locator('main')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('serves the unlisted post by URL only', async ({page}) => {
    await page.goto('/tests/blog/2022/08/24/post-unlisted');
    await expect(page.locator('main h1')).toHaveText('Unlisted post');
    await expect(page.locator('.theme-unlisted-banner, .alert--warning').first()).toContainText(
      'Unlisted',
    );

    await page.goto('/tests/blog/archive');
    await expect(page.locator('main')).toContainText('A post whose slug ends in .html');
    await expect(page.locator('main')).not.toContainText('Unlisted post');
    await expect(page.locator('main')).not.toContainText('Draft post');
    // The sidebar lists every post (blogSidebarCount: 'ALL'), but not the unlisted one.
    await page.goto('/tests/blog');
    const sidebar = page.locator('aside nav');
    await expect(sidebar.getByRole('link')).toHaveCount(21);
    await expect(sidebar).not.toContainText('Unlisted post');
  });

  test('leaves the draft out of production', async ({page}) => {
    const response = await page.goto('/tests/blog/2022/08/25/post-draft');
    expect(response?.status()).toBe(404);
    await page.goto('/tests/blog/tags/visibility');
    await expect(page.locator('main')).not.toContainText('Draft post');
  });

  test('puts rendered MDX in the feeds, without the unlisted post or the draft', async ({
    request,
  }) => {
    for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
      const response = await request.get(`/tests/blog/${feed}`);
      expect(response.status(), feed).toBe(200);
      const text = await response.text();
      expect(text, feed).toContain('highlighted by a React component');
      // React separates adjacent text nodes with an empty comment.
      expect(text, feed).toMatch(/two plus two is (?:<!-- -->)?4/);
      expect(text, feed).not.toContain('<Highlight');
      expect(text, feed).not.toContain('Unlisted post');
      expect(text, feed).not.toContain('Draft post');
    }
  });

  test('paginates a tag with more than 3 posts', async ({page}) => {
    await page.goto('/tests/blog/tags/paginated');
    await expect(page.locator('main article')).toHaveCount(3);
    await page.goto('/tests/blog/tags/paginated/page/2');
    await expect(page.locator('main article')).toHaveCount(1);
  });
});

test.describe('test docs', () => {
  test('labels docs of the test instance as Dogfood, and no others', async ({page}) => {
    await page.goto('/tests/docs/tests/visibility/listed');
    await expect(page.getByTestId('dogfood-label')).toHaveText('🐶 Dogfood');
    await page.goto('/docs/installation');
    await expect(page.getByTestId('dogfood-label')).toHaveCount(0);
  });

  test('titles every page of the test instances with a dog emoji and Dogfood, and no others', async ({
    page,
  }) => {
    const dogfood = /^🐶 Dogfood · .+ \| Docusaurus$/;
    for (const url of [
      '/tests/docs/tests/visibility/listed',
      '/tests/docs/category/visibility',
      '/tests/docs/tags',
      '/tests/blog',
      '/tests/blog/archive',
      '/tests/pages/tabs-tests',
    ]) {
      await page.goto(url);
      await waitForHydration(page);
      await expect(page, url).toHaveTitle(dogfood);
    }
    await page.goto('/tests/docs/tests/visibility/listed');
    await expect(page).toHaveTitle('🐶 Dogfood · Listed doc | Docusaurus');
    for (const url of ['/docs/installation', '/blog', '/community/support', '/versions']) {
      await page.goto(url);
      await expect(page, url).not.toHaveTitle(/Dogfood/);
    }
  });

  test('reaches the unlisted doc by URL, but no list shows it', async ({page}) => {
    await page.goto('/tests/docs/tests/visibility/unlisted');
    await expect(page.locator('main h1')).toHaveText('Unlisted doc');
    await page.goto('/tests/docs/category/visibility');
    const main = page.locator('main');
    await expect(main).toContainText('Listed doc');
    await expect(main).not.toContainText('Unlisted doc');
    await expect(page.locator('.theme-doc-sidebar-container')).not.toContainText('Unlisted doc');
    await expect(page.locator('.theme-doc-sidebar-container')).not.toContainText('Draft doc');
  });

  test('leaves the draft doc out of production', async ({page}) => {
    const response = await page.goto('/tests/docs/tests/visibility/draft');
    expect(response?.status()).toBe(404);
  });

  test('resolves paths with spaces and non-ASCII characters', async ({page}) => {
    await page.goto('/tests/docs/folder%20with%20space/doc%201');
    await expect(page.locator('main h1')).toHaveText('Doc 1 in a folder with a space');
    await page.goto('/tests/docs/tests/ascii/æøå');
    await expect(page.locator('main h1')).toHaveText('Non-ASCII path');
    await page.goto('/tests/docs/tests/ascii/%C3%86%C3%98%C3%85-upper');
    await expect(page.locator('main h1')).toHaveText('Non-ASCII path, upper case');
  });

  test('shows exactly the configured heading levels in each TOC', async ({page}) => {
    for (const [min, max] of [
      [2, 2],
      [2, 3],
      [2, 4],
      [3, 5],
      [2, 6],
    ] as const) {
      await page.goto(`/tests/docs/tests/toc/toc-${min}-${max}`);
      const levels = await page
        .locator('.theme-doc-toc-desktop a.table-of-contents__link')
        .evaluateAll((links) =>
          links.map((link) => {
            const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
            return Number(document.getElementById(id)?.tagName.slice(1));
          }),
        );
      const expected = [];
      for (let round = 0; round < 2; round += 1) {
        for (let level = min; level <= max; level += 1) {
          expected.push(level);
        }
      }
      expect(levels, `toc-${min}-${max}`).toEqual(expected);
    }
  });

  test('puts docs on their own sidebar, or on none', async ({page}) => {
    await page.goto('/tests/docs/doc-with-another-sidebar');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar.locator('.menu__link')).toHaveText(['Doc with another sidebar']);
    await page.goto('/tests/docs/doc-without-sidebar');
    await expect(page.locator('main h1')).toHaveText('Doc without a sidebar');
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
  });

  test('applies the sidebar front matter', async ({page}) => {
    await page.goto('/tests/docs/tests/sidebar-frontmatter/');
    const category = page.locator('.theme-doc-sidebar-item-category', {
      has: page.locator('a', {hasText: 'Sidebar front matter'}),
    });
    await expect(category.locator('ul .menu__link')).toHaveText([
      'Custom sidebar label',
      'Sidebar class name',
      'Sidebar custom props',
    ]);
    await expect(category.locator('li.dogfood-sidebar-class')).toHaveCount(1);
    await expect(page.getByTestId('custom-props-table')).toContainText(
      '{"emoji":"🧪","level":2,"tested":true}',
    );
  });

  test('links categories to their index, README, folder-name, intro and chosen docs', async ({
    page,
  }) => {
    await page.goto('/tests/docs/category/category-links');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    for (const [label, href] of [
      ['With an index doc', '/tests/docs/tests/category-links/with-index-doc/'],
      ['With a README doc', '/tests/docs/tests/category-links/with-readme-doc/'],
      [
        'With a doc named like its category',
        '/tests/docs/tests/category-links/with-category-name-doc/',
      ],
      [
        'With an intro doc (custom convention)',
        '/tests/docs/tests/category-links/custom-index-convention/intro',
      ],
      ['No index doc', '/tests/docs/category/no-index-doc'],
      ['Explicit doc link', '/tests/docs/tests/category-links/explicit-doc-index/chosen-doc'],
    ] as const) {
      await expect(sidebar.getByRole('link', {name: label, exact: true}), label).toHaveAttribute(
        'href',
        href,
      );
    }
  });
});

test.describe('noindex and features of the test pages', () => {
  test('marks the whole area noindex, and not the rest of the site', async ({page}) => {
    for (const url of [
      '/tests',
      '/tests/pages/seo',
      '/tests/blog',
      '/tests/docs/tests/toc/toc-2-2',
    ]) {
      await page.goto(url);
      await expect(page.locator('meta[name="robots"]'), url).toHaveAttribute('content', /noindex/);
    }
    await page.goto('/docs/installation');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('the code block page has a grammar for every configured language', async ({page}) => {
    await page.goto('/tests/pages/code-block-tests');
    const rows = page.getByTestId('grammar-coverage').locator('tbody tr');
    const statuses = await rows.evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute('data-language'), tr.lastElementChild?.textContent]),
    );
    for (const [language, status] of statuses) {
      if (language === 'not-a-language') {
        expect(status).toContain('No Prism grammar for language "not-a-language"');
      } else {
        expect(status, language!).toBe('grammar loaded');
        // Each configured language also has a highlighted block on the page.
        const block = page.locator(`pre.language-${language}`).first();
        await expect(block, language!).toBeAttached();
        expect(await block.locator('.token').count(), language!).toBeGreaterThan(0);
      }
    }
    expect(statuses.length).toBeGreaterThan(30);
  });

  test('markdown-tests-md and -mdx parse the same source differently', async ({page}) => {
    await page.goto('/tests/pages/markdown-tests-md');
    await expect(page.locator('main')).toContainText('the expression {1 + 1} stays literal');
    await page.goto('/tests/pages/markdown-tests-mdx');
    await expect(page.locator('main')).toContainText('the expression 2 stays literal');
    for (const url of ['/tests/pages/markdown-tests-md', '/tests/pages/markdown-tests-mdx']) {
      await page.goto(url);
      await expect(page.locator('main table')).toHaveCount(1);
      await expect(page.locator('main .footnotes')).toHaveCount(1);
      await expect(page.locator('main')).not.toContainText('This comment is dropped');
    }
  });

  test('the error boundary page contains each crash in its nearest boundary', async ({page}) => {
    await page.goto('/tests/pages/error-boundary-tests');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Throw in inner boundary A'}).click();
    await expect(page.locator('main')).toContainText('Thrown inside inner boundary A');
    await expect(page.getByRole('button', {name: 'Throw in inner boundary B'})).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('button', {name: 'Throw in inner boundary A'})).toBeVisible();

    await page.getByRole('button', {name: 'Throw in the outer boundary'}).click();
    await expect(page.getByRole('alert')).toContainText('Thrown inside the outer boundary');
    await expect(page.getByRole('button', {name: 'Throw in inner boundary B'})).toHaveCount(0);
  });

  test('the history page pushes and replaces entries', async ({page}) => {
    await page.goto('/tests/pages/history-tests');
    await waitForHydration(page);
    const length = page.getByTestId('history-length');
    // The entry count is read in the browser only, after hydration.
    await expect(length).toHaveText(/^\d+$/);
    const before = Number(await length.textContent());
    await page.getByRole('button', {name: 'Push step 1'}).click();
    await expect(page).toHaveURL(/\?step=1$/);
    await expect(page.getByTestId('history-state')).toHaveText('step 1');
    await expect(length).toHaveText(String(before + 1));
    await page.getByRole('button', {name: 'Replace the current entry'}).click();
    await expect(page).toHaveURL(/\?step=1&replaced=true$/);
    await expect(length).toHaveText(String(before + 1));
    await page.getByRole('button', {name: 'Back'}).click();
    await expect(page).toHaveURL(/history-tests$/);
  });

  test('the hydration page hydrates server HTML without errors', async ({page, request}) => {
    const html = await (await request.get('/tests/pages/hydration-tests')).text();
    expect(html).toContain('Rendered on the server.');
    const errors = collectErrors(page);
    await page.goto('/tests/pages/hydration-tests');
    await waitForHydration(page);
    await expect(page.getByTestId('render-environment')).toHaveText(/^Hydrated/);
    await expect(page.getByTestId('browser-only')).toContainText('px wide');
    await page.getByRole('button', {name: 'Clicked 0 times'}).click();
    await expect(page.getByRole('button', {name: 'Clicked 1 times'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the link page opens external links safely and navigates internal ones in place', async ({
    page,
  }) => {
    await page.goto('/tests/pages/link-tests');
    await waitForHydration(page);
    const external = page.getByRole('link', {name: 'External link'});
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(
      page.getByRole('link', {name: 'pathname:// link to a static file'}),
    ).toHaveAttribute('href', '/img/logo.svg');
    await expect(page.getByRole('link', {name: 'NavLink to this page (active)'})).toHaveClass(
      /dogfood-active-link/,
    );
    await page.evaluate(() => ((window as {marker?: boolean}).marker = true));
    await page.getByRole('link', {name: 'Absolute path'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/seo$/);
    expect(await page.evaluate(() => (window as {marker?: boolean}).marker)).toBe(true);
  });

  test('the SEO and head pages put their metadata in the head', async ({page}) => {
    await page.goto('/tests/pages/seo');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /front matter/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /social-card\.png$/,
    );
    await page.goto('/tests/pages/head-metadata');
    await expect(page).toHaveTitle(/^Head metadata test title/);
    await expect(page.locator('meta[name="dogfood-head-test"]')).toHaveAttribute(
      'content',
      'set from MDX',
    );
    await expect(page.locator('html')).toHaveClass(/dogfood-head-html-class/);
  });

  test.describe('on a phone in dark mode', () => {
    test.use({viewport: {width: 390, height: 844}, colorScheme: 'dark'});

    test('the navbar dropdown page shows its demo dropdowns', async ({page}) => {
      await page.goto('/tests/pages/navbar-dropdown-tests');
      const demo = page.getByTestId('dropdown-demo');
      await expect(demo.getByText('Test pages', {exact: true})).toBeVisible();
      await expect(demo.getByText('Docs tests', {exact: true})).toBeVisible();
    });

    test('the z-index page keeps its sticky bar readable (4.5:1 or more)', async ({page}) => {
      await page.goto('/tests/pages/z-index-tests');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const [color, background] = await page
        .getByTestId('z-sticky')
        .evaluate((bar) => [getComputedStyle(bar).color, getComputedStyle(bar).backgroundColor]);
      const hex = (css: string) => {
        const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
        return formatHex({r, g, b});
      };
      expect(contrastRatio(hex(color), hex(background))).toBeGreaterThanOrEqual(4.5);
    });
  });

  test('the style isolation page reverts to browser defaults and to Infima', async ({page}) => {
    await page.goto('/tests/pages/style-isolation');
    const color = (testId: string) =>
      page.getByTestId(testId).evaluate((link) => getComputedStyle(link).color);
    const infima = await color('infima-link');
    expect(await color('reverted-link')).toBe('rgb(0, 0, 238)');
    expect(await color('override-link')).toBe('rgb(200, 0, 0)');
    expect(await color('layer-reverted-link')).toBe(infima);
    expect(infima).not.toBe('rgb(0, 0, 238)');
  });
});
