/**
 * Every post of the main blog, as the server rendered it: served at the URL its file gives, with
 * its title, date, authors, reading time and canonical link. Release posts carry their own social
 * card. Expected values come from `blog/` (tests/shared/blogFacts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, SITE_ORIGIN} from '../shared/build';
import {type BlogFacts, loadBlogFacts} from '../shared/blogFacts';
import {builtDocument, textOf} from '../shared/dom';

const built = buildToCheck('blog posts');

/** The date as the theme prints it: posts are dated at midnight UTC. */
function displayedDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

describe.runIf(built)('blog posts', () => {
  let blog: BlogFacts;
  beforeAll(async () => {
    blog = await loadBlogFacts();
  });

  it('serves every post at its URL with its title, date, authors, reading time and canonical', () => {
    expect(blog.posts.length).toBeGreaterThan(20);
    for (const post of blog.posts) {
      const where = `blog/${post.file} → ${post.permalink}`;
      const $ = builtDocument(post.permalink);
      expect($, `${where} should be built`).toBeDefined();
      if (!$) {
        continue;
      }
      expect($('html').hasClass('blog-post-page'), where).toBe(true);
      expect(textOf($, 'main article h1'), where).toBe(post.title);
      expect($('main article h1'), where).toHaveLength(1);
      expect($('title').text(), where).toBe(`${post.title} | Docusaurus`);
      const time = $('main article header time');
      expect(time.attr('datetime'), where).toMatch(new RegExp(`^${post.date}`));
      expect(time.text(), where).toBe(displayedDate(post.date));
      expect(textOf($, 'main article header'), where).toMatch(/\d+ min read/);
      const names = $('main article header .avatar__name')
        .map((_, name) => $(name).text().trim())
        .get();
      expect(names, where).toEqual(post.authors.map((key) => blog.authorsWithPage.get(key) ?? key));
      expect($('link[rel="canonical"]').attr('href'), where).toBe(
        `${SITE_ORIGIN}${post.permalink}`,
      );
    }
  });

  it('gives each release post its own social card, a PNG of the build', () => {
    const releases = blog.posts.filter((post) => post.file.startsWith('releases/'));
    expect(releases).toHaveLength(12);
    const siteCard = builtDocument('/')?.('meta[property="og:image"]').attr('content');
    for (const post of releases) {
      const card = builtDocument(post.permalink)?.('meta[property="og:image"]').attr('content');
      expect(card, `${post.permalink} declares its card`).toMatch(/\/assets\/images\/.+\.png$/);
      expect(card, `${post.permalink}: not the site-wide card`).not.toBe(siteCard);
      const file = path.join(BUILD_DIR, new URL(card ?? '', SITE_ORIGIN).pathname);
      // PNG signature: \x89 P N G.
      expect(fs.readFileSync(file).subarray(0, 4).toString('hex'), card).toBe('89504e47');
    }
  });
});
