/**
 * The main blog's list pages as the server rendered them: every page of the blog's pagination,
 * of each tag and of each author, in order and with no page after the last; the archive, and the
 * tags and authors indexes. Expected posts come from `blog/` (tests/shared/blogFacts.ts).
 */
import type {CheerioAPI} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildToCheck, fileForPath} from '../shared/build';
import {
  type BlogFacts,
  type BlogPost,
  loadBlogFacts,
  pageCount,
  pageUrl,
  postsPerPage,
} from '../shared/blogFacts';
import {builtDocument, textOf} from '../shared/dom';

const built = buildToCheck('blog lists');

function onPage(posts: BlogPost[], n: number): BlogPost[] {
  return posts.slice((n - 1) * postsPerPage, n * postsPerPage);
}

function listedTitles($: CheerioAPI): string[] {
  return $('main article header h2')
    .map((_, title) => $(title).text().trim())
    .get();
}

/**
 * Checks every page of a paginated list under `base`: each shows its slice of `posts` in order,
 * and no page follows the last. Returns the documents, first page first.
 */
function expectPagination(base: string, posts: BlogPost[], segment = 'page'): CheerioAPI[] {
  const pages = pageCount(posts.length);
  const documents: CheerioAPI[] = [];
  for (let n = 1; n <= pages; n += 1) {
    const url = pageUrl(base, n, segment);
    const $ = builtDocument(url);
    expect($, `${url} should be built`).toBeDefined();
    if ($) {
      expect(listedTitles($), url).toEqual(onPage(posts, n).map((post) => post.title));
      documents.push($);
    }
  }
  const next = pageUrl(base, pages + 1, segment);
  expect(fileForPath(next), `${next} should not exist`).toBeUndefined();
  return documents;
}

/** Pages of a list after the first say which page they are in their title, after its name. */
function expectPageInTitle($: CheerioAPI, page: number, where: string): void {
  const title = $('head title').text();
  if (page === 1) {
    expect(title, where).not.toMatch(/, page \d+ \|/);
  } else {
    expect(title, where).toMatch(new RegExp(`, page ${page} \\| Docusaurus$`));
  }
}

describe.runIf(built)('blog lists', () => {
  let blog: BlogFacts;
  const postsTagged = (tag: string) => blog.posts.filter((post) => post.tags.includes(tag));
  const postsBy = (author: string) => blog.posts.filter((post) => post.authors.includes(author));
  beforeAll(async () => {
    blog = await loadBlogFacts();
  });

  it('paginates the blog: 5 posts a page, a screen-reader h1 and the sidebar of every post', () => {
    // Spec §2: /blog/page/2 to /blog/page/6.
    expect(pageCount(blog.posts.length)).toBe(6);
    const documents = expectPagination('/blog', blog.posts);
    documents.forEach(($, index) => {
      const where = `blog list page ${index + 1}`;
      const h1 = $('main h1');
      expect(h1, where).toHaveLength(1);
      expect(h1.text(), where).toBe(
        index === 0 ? 'Docusaurus blog' : `Docusaurus blog, page ${index + 1}`,
      );
      // The tab and the history name the page too: each page of the list has a title of its own.
      expect($('head title').text(), where).toBe(`${h1.text()} | Docusaurus`);
      // Hidden from view but read by screen readers, inside main before the first post.
      expect(h1.hasClass('visually-hidden'), where).toBe(true);
      expect($('main h1 ~ article').length, where).toBeGreaterThan(0);
      const sidebar = $('aside nav[aria-label]').first();
      expect(sidebar.text(), where).toContain('All our posts');
      expect(sidebar.find('a'), where).toHaveLength(blog.posts.length);
      const older = $('a.pagination-nav__link--next').attr('href');
      const newer = $('a.pagination-nav__link--prev').attr('href');
      expect(newer, where).toBe(index === 0 ? undefined : pageUrl('/blog', index));
      expect(older, where).toBe(
        index === documents.length - 1 ? undefined : pageUrl('/blog', index + 2),
      );
    });
  });

  it('links every post from the archive, under one h2 per year', () => {
    const $ = builtDocument('/blog/archive');
    expect($).toBeDefined();
    if (!$) {
      return;
    }
    const hrefs = $('main section li a')
      .map((_, link) => $(link).attr('href'))
      .get();
    expect(hrefs.sort()).toEqual(blog.posts.map((post) => post.permalink).sort());
    expect(textOf($, 'main header h1')).toBe('Archive');
    expect($('h1')).toHaveLength(1);
    const years = [...new Set(blog.posts.map((post) => post.date.slice(0, 4)))].sort().reverse();
    expect(
      $('main h2')
        // The heading's anchor link holds a zero-width space.
        .map((_, heading) => $(heading).text().replace('\u200b', '').trim())
        .get(),
    ).toEqual(years);
    expect($('main h3')).toHaveLength(0);
  });

  it('lists every tag in use with its post count, on the tags page', () => {
    const $ = builtDocument('/blog/tags');
    expect($).toBeDefined();
    const used = [...new Set(blog.posts.flatMap((post) => post.tags))];
    expect($?.('main a[href^="/blog/tags/"]')).toHaveLength(used.length);
    for (const tag of used) {
      const link = $?.(`main a[href="${blog.tagPages.get(tag)}"]`);
      expect(link?.text(), tag).toContain(String(postsTagged(tag).length));
    }
  });

  it('paginates every tag page, headed by one visible h1 with its post count', () => {
    let paginated = 0;
    for (const [tag, url] of blog.tagPages) {
      const posts = postsTagged(tag);
      if (posts.length === 0) {
        continue;
      }
      const documents = expectPagination(url, posts);
      paginated += documents.length > 1 ? 1 : 0;
      // The theme's plural forms: "One post tagged with …", "3 posts tagged with …".
      const count = posts.length === 1 ? 'One post' : `${posts.length} posts`;
      documents.forEach(($, index) => {
        expect($('h1'), url).toHaveLength(1);
        expect($('h1').text(), url).toContain(count);
        expect($('h1').hasClass('visually-hidden'), url).toBe(false);
        expectPageInTitle($, index + 1, url);
      });
    }
    // Spec §2: /blog/tags/release/page/2 to /blog/tags/release/page/4.
    expect(pageCount(postsTagged('release').length)).toBe(4);
    expect(paginated).toBeGreaterThan(0);
  });

  it('lists every author with a page and their post count, on the authors page', () => {
    const $ = builtDocument('/blog/authors');
    expect($).toBeDefined();
    expect(blog.authorsWithPage.size).toBeGreaterThan(0);
    for (const [key, name] of blog.authorsWithPage) {
      const entry = $?.(`main li:has(a[href="/blog/authors/${key}"])`);
      expect(entry, key).toHaveLength(1);
      expect(entry?.text(), key).toContain(name);
      expect(entry?.text(), key).toContain(String(postsBy(key).length));
    }
  });

  it('paginates every author page like the blog', () => {
    let paginated = 0;
    for (const key of blog.authorsWithPage.keys()) {
      const documents = expectPagination(`/blog/authors/${key}`, postsBy(key), 'authors');
      paginated += documents.length > 1 ? 1 : 0;
      documents.forEach(($, index) => expectPageInTitle($, index + 1, key));
    }
    // Spec §2: author pages continue at /blog/authors/{author}/authors/{n}/.
    expect(paginated).toBeGreaterThan(0);
  });
});
