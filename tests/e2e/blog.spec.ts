import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {DEFAULT_OPTIONS} from '@docusaurus/plugin-content-blog/lib/options.js';
import {
  type BlogFacts,
  type BlogPost,
  loadBlogFacts,
  pageCount,
  pageUrl,
  postsPerPage,
} from './data/blog';
import {collectErrors, waitForHydration} from './utils';

// The main blog: list pagination, archive, tags, authors, post pages and feeds. Expected URLs,
// titles, dates and counts come from the files in blog/ (see data/blog.ts), so adding a post
// changes what this test expects instead of breaking it.

let blog: BlogFacts;
test.beforeAll(async () => {
  blog = await loadBlogFacts();
});

/** The feeds keep the newest posts up to the plugin's default `feedOptions.limit`. */
function feedLength(): number {
  const {limit} = DEFAULT_OPTIONS.feedOptions;
  return typeof limit === 'number' ? Math.min(limit, blog.posts.length) : blog.posts.length;
}

function postsTagged(tag: string): BlogPost[] {
  return blog.posts.filter((post) => post.tags.includes(tag));
}

function postsBy(author: string): BlogPost[] {
  return blog.posts.filter((post) => post.authors.includes(author));
}

/** The slice of `posts` that list page `n` (1-based) shows. */
function onPage(posts: BlogPost[], n: number): BlogPost[] {
  return posts.slice((n - 1) * postsPerPage, n * postsPerPage);
}

/** Opens a list page and checks that it shows exactly `expected`, in order. */
async function expectListPage(page: Page, url: string, expected: BlogPost[]): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `${url} should exist`).toBe(200);
  const titles = page.locator('main article header h2');
  await expect(titles, `${url} lists the posts of its page`).toHaveText(
    expected.map((post) => post.title),
  );
}

async function expectNotFound(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `${url} should not exist`).toBe(404);
}

test.describe('blog list', () => {
  test('/blog/ shows the 5 newest posts and a sidebar listing every post', async ({page}) => {
    const errors = collectErrors(page);
    await expectListPage(page, '/blog/', onPage(blog.posts, 1));
    await expect(page.locator('main article')).toHaveCount(postsPerPage);

    const sidebar = page.locator('aside nav[aria-label]').first();
    await expect(sidebar).toContainText('All our posts');
    await expect(sidebar.locator('a')).toHaveCount(blog.posts.length);
    expect(errors).toEqual([]);
  });

  test('every pagination page renders its posts, and no page follows the last', async ({page}) => {
    const pages = pageCount(blog.posts.length);
    // Spec §2: /blog/page/2 to /blog/page/6.
    expect(pages).toBe(6);
    for (let n = 2; n <= pages; n += 1) {
      await test.step(`page ${n}`, () =>
        expectListPage(page, pageUrl('/blog', n), onPage(blog.posts, n)));
    }
    await expect(page.getByRole('link', {name: /Newer entries/})).toBeVisible();
    await expectNotFound(page, pageUrl('/blog', pages + 1));
  });

  test('each list page has one level-1 heading, for screen readers only', async ({page}) => {
    for (const [url, heading] of [
      ['/blog/', 'Docusaurus blog'],
      ['/blog/page/2', 'Docusaurus blog, page 2'],
    ] as const) {
      await page.goto(url);
      await waitForHydration(page);
      const h1 = page.getByRole('heading', {level: 1});
      await expect(h1, url).toHaveText(heading);
      // Inside the main landmark, before the first post; a 1px box on screen.
      await expect(page.locator('main h1 ~ article').first()).toBeAttached();
      const box = await h1.boundingBox();
      expect(box?.width, url).toBeLessThanOrEqual(1);
    }
    // Tag pages keep their own visible heading, and only that one.
    await page.goto('/blog/tags/release');
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('the archive links to every post', async ({page}) => {
    await page.goto('/blog/archive');
    const links = page.locator('main section li a');
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(hrefs.sort()).toEqual(blog.posts.map((post) => post.permalink).sort());
  });

  test('the archive outline: one banner, the page h1, a level-2 heading per year', async ({
    page,
  }) => {
    await page.goto('/blog/archive');
    await waitForHydration(page);
    // The site's navbar area is the page's only banner; the archive's hero is inside main.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.locator('main header h1')).toHaveText('Archive');
    const years = [...new Set(blog.posts.map((post) => post.date.slice(0, 4)))].sort().reverse();
    await expect(page.locator('main h2')).toHaveText(years);
    await expect(page.locator('main h3')).toHaveCount(0);
    const {violations} = await new AxeBuilder({page})
      .withRules(['heading-order', 'landmark-no-duplicate-banner', 'landmark-unique', 'region'])
      .analyze();
    expect(violations.map(({id}) => id)).toEqual([]);
  });
});

test.describe('blog posts', () => {
  test('the table of contents is an "On this page" landmark that stays in view', async ({page}) => {
    await page.goto('/blog/releases/3.8');
    await waitForHydration(page);
    const toc = page.getByRole('navigation', {name: 'On this page'});
    const firstLink = toc.locator('a.table-of-contents__link').first();
    await expect(firstLink).toBeVisible();
    // The landmark takes no box: the list is still sticky in its column.
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await expect(firstLink).toBeInViewport();
  });

  test('every post is served at its URL with its title, date, authors and reading time', async ({
    page,
  }) => {
    // About 1.5 s a post on the 2-core CI machine: the 60 s default is too short for all of them.
    test.setTimeout(blog.posts.length * 5_000);
    for (const post of blog.posts) {
      await test.step(post.permalink, async () => {
        const response = await page.goto(post.permalink);
        expect(response?.status(), `blog/${post.file} → ${post.permalink}`).toBe(200);
        const article = page.locator('main article');
        await expect(article.locator('h1')).toHaveText(post.title);
        await expect(article.locator('header time')).toHaveAttribute(
          'datetime',
          new RegExp(`^${post.date}`),
        );
        await expect(article.locator('header')).toContainText(/min read/);
        const names = post.authors.map((key) => blog.authorsWithPage.get(key) ?? key);
        await expect(article.locator('header .avatar__name')).toHaveText(names);
      });
    }
  });

  test('a dated post, a plain-slug post and a release post', async ({page}) => {
    await page.goto('/blog/2021/03/09/releasing-docusaurus-i18n');
    await expect(page.locator('article h1')).toHaveText('Releasing Docusaurus i18n');
    await expect(page.locator('article header time')).toHaveText('March 9, 2021');

    await page.goto('/blog/preparing-your-site-for-docusaurus-v3');
    await expect(page.locator('article h1')).toHaveText('Preparing your site for Docusaurus v3');
    await expect(page.locator('article header time')).toHaveText('September 29, 2023');

    await page.goto('/blog/releases/3.8');
    await expect(page.locator('article h1')).toHaveText('Docusaurus 3.8');
    await expect(page.locator('article header time')).toHaveText('May 26, 2025');
    await expect(page.locator('article header .avatar__name')).toHaveText(['Release team']);
  });

  test('release posts use their own social card', async ({page, request}) => {
    const releases = blog.posts.filter((post) => post.file.startsWith('releases/'));
    expect(releases).toHaveLength(12);
    for (const post of releases) {
      await page.goto(post.permalink);
      await waitForHydration(page);
      // While the page hydrates, the head can briefly hold the site-wide card; the post's own
      // card must be what stays.
      const meta = page.locator('meta[property="og:image"]');
      await expect(meta, `${post.permalink} declares its card`).toHaveAttribute(
        'content',
        /\/assets\/images\/.+\.png$/,
      );
      const card = await meta.getAttribute('content');
      const image = await request.get(new URL(card!).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });
});

test.describe('blog tags', () => {
  test('the tags page lists every tag in use, each with its post count', async ({page}) => {
    await page.goto('/blog/tags');
    const used = [...new Set(blog.posts.flatMap((post) => post.tags))];
    const links = page.locator('main a[href^="/blog/tags/"]');
    await expect(links).toHaveCount(used.length);
    for (const tag of used) {
      const link = page.locator(`main a[href="${blog.tagPages.get(tag)}"]`);
      await expect(link).toContainText(String(postsTagged(tag).length));
    }
  });

  test('every tag page renders its first posts', async ({page}) => {
    for (const [tag, url] of blog.tagPages) {
      const posts = postsTagged(tag);
      if (posts.length === 0) {
        continue;
      }
      await test.step(url, async () => {
        await expectListPage(page, url, onPage(posts, 1));
        // The theme's plural forms: "One post tagged with …", "3 posts tagged with …".
        const count = posts.length === 1 ? 'One post' : `${posts.length} posts`;
        await expect(page.locator('main h1')).toContainText(count);
      });
    }
  });

  test('the release tag is paginated', async ({page}) => {
    const releases = postsTagged('release');
    const pages = pageCount(releases.length);
    // Spec §2: /blog/tags/release/page/2 to /blog/tags/release/page/4.
    expect(pages).toBe(4);
    for (let n = 2; n <= pages; n += 1) {
      await expectListPage(page, pageUrl('/blog/tags/release', n), onPage(releases, n));
    }
    await expectNotFound(page, pageUrl('/blog/tags/release', pages + 1));
  });
});

test.describe('blog authors', () => {
  test('the authors page lists every author with a page and their post count', async ({page}) => {
    await page.goto('/blog/authors');
    for (const [key, name] of blog.authorsWithPage) {
      const entry = page.locator('main li', {has: page.locator(`a[href="/blog/authors/${key}"]`)});
      await expect(entry).toContainText(name);
      await expect(entry).toContainText(String(postsBy(key).length));
    }
  });

  test('every author page is paginated like the blog', async ({page}) => {
    let paginated = 0;
    for (const key of blog.authorsWithPage.keys()) {
      const posts = postsBy(key);
      const base = `/blog/authors/${key}`;
      const pages = pageCount(posts.length);
      for (let n = 1; n <= pages; n += 1) {
        await test.step(pageUrl(base, n, 'authors'), () =>
          expectListPage(page, pageUrl(base, n, 'authors'), onPage(posts, n)),
        );
      }
      await expectNotFound(page, pageUrl(base, pages + 1, 'authors'));
      paginated += pages > 1 ? 1 : 0;
    }
    // Spec §2: author pages continue at /blog/authors/{author}/authors/{n}/.
    expect(paginated).toBeGreaterThan(0);
  });
});

test.describe('blog feeds', () => {
  for (const {feed, item, stylesheet} of [
    {feed: '/blog/rss.xml', item: 'item', stylesheet: 'rss.xsl'},
    {feed: '/blog/atom.xml', item: 'entry', stylesheet: 'atom.xsl'},
  ]) {
    test(`${feed} is well-formed, lists the newest posts and is styled with ${stylesheet}`, async ({
      page,
    }) => {
      await page.goto('/blog/');
      const result = await page.evaluate(
        async ({feed, item, stylesheet}) => {
          const parse = async (url: string) =>
            new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
          const doc = await parse(feed);
          const instructions = Array.from(doc.childNodes).filter(
            (node): node is ProcessingInstruction =>
              node.nodeType === Node.PROCESSING_INSTRUCTION_NODE,
          );
          const style = await parse(new URL(stylesheet, new URL(feed, location.href)).href);
          return {
            errors: doc.getElementsByTagName('parsererror').length,
            titles: Array.from(doc.getElementsByTagName(item)).map(
              (node) => node.getElementsByTagName('title')[0]?.textContent ?? '',
            ),
            stylesheets: instructions
              .filter((node) => node.target === 'xml-stylesheet')
              .map((node) => node.data),
            styleErrors: style.getElementsByTagName('parsererror').length,
            styleRoot: style.documentElement.localName,
          };
        },
        {feed, item, stylesheet},
      );
      expect(result.errors).toBe(0);
      expect(result.titles).toEqual(blog.posts.slice(0, feedLength()).map((post) => post.title));
      expect(result.stylesheets).toEqual([`type="text/xsl" href="${stylesheet}"`]);
      expect(result.styleErrors).toBe(0);
      expect(result.styleRoot).toBe('stylesheet');
    });
  }

  for (const {feed, kind} of [
    {feed: '/blog/rss.xml', kind: 'RSS'},
    {feed: '/blog/atom.xml', kind: 'Atom'},
  ]) {
    test(`the browser shows ${feed} as an HTML page through its stylesheet`, async ({page}) => {
      await page.goto(feed);
      // Without the XSLT step the browser would show an XML tree, with no such title or list.
      await expect(page).toHaveTitle(new RegExp(`^${kind} Feed \\| `));
      const posts = page.locator('.blog-post h3 a');
      await expect(posts).toHaveCount(feedLength());
      await expect(posts.first()).toHaveText(blog.posts[0]!.title);
      // A document with no icon link, like this one, makes the browser ask for /favicon.ico.
      const icon = await page.request.get('/favicon.ico');
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toBe('image/x-icon');
    });
  }

  test('the JSON feed lists the same posts', async ({request}) => {
    const response = await request.get('/blog/feed.json');
    expect(response.status()).toBe(200);
    const feed = (await response.json()) as {items: {title: string}[]};
    expect(feed.items.map((entry) => entry.title)).toEqual(
      blog.posts.slice(0, feedLength()).map((post) => post.title),
    );
  });
});

test.describe('a reader west of UTC', () => {
  test.use({timezoneId: 'America/Los_Angeles'});

  test('sees posts of 1 January under their own year, on a page that hydrates cleanly', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/tests/blog');
    await waitForHydration(page);
    // In Los Angeles, 2025-01-01T00:00Z is still 31 December 2024.
    const year2025 = page.locator('aside [role="group"]', {
      has: page.getByRole('heading', {level: 3, name: '2025'}),
    });
    await expect(year2025.getByRole('link', {name: 'Links across plugins'})).toBeVisible();
    expect(errors).toEqual([]);
  });
});
