import {expect, test} from '@playwright/test';
import {DEFAULT_OPTIONS} from '@docusaurus/plugin-content-blog/lib/options.js';
import {type BlogFacts, loadBlogFacts} from '../shared/blogFacts';

// A browser opening a blog feed shows it as an HTML page through its XSLT stylesheet. The feeds'
// XML, their items and their stylesheet instruction are checked on the build
// (tests/output/blog-feeds.test.ts); only the browser runs the transformation.

let blog: BlogFacts;
test.beforeAll(async () => {
  blog = await loadBlogFacts();
});

/** The feeds keep the newest posts up to the plugin's default `feedOptions.limit`. */
function feedLength(): number {
  const {limit} = DEFAULT_OPTIONS.feedOptions;
  return typeof limit === 'number' ? Math.min(limit, blog.posts.length) : blog.posts.length;
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
