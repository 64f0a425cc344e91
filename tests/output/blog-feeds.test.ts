/**
 * The blogs' feeds as built: RSS and Atom are well-formed XML styled by their XSLT stylesheet,
 * and every feed (JSON too) lists the newest posts. The changelog's feeds describe themselves as
 * the changelog. The test blog's feeds carry rendered MDX and leave out its unlisted post and its
 * draft. How a browser shows a styled feed stays in e2e
 * (feed-stylesheets.spec.ts).
 */
import {load} from 'cheerio';
import {Parser} from 'htmlparser2';
import {DEFAULT_OPTIONS} from '@docusaurus/plugin-content-blog/lib/options.js';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildToCheck, readBuildFile} from '../shared/build';
import {type BlogFacts, loadBlogFacts} from '../shared/blogFacts';

const built = buildToCheck('blog feeds');

/**
 * What keeps `xml` from being well-formed: an element left open, a closing tag that matches none,
 * more or less than one root, an entity XML does not define. The browser refuses such a feed.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  let depth = 0;
  let roots = 0;
  let closed = 0;
  const parser = new Parser(
    {
      onopentagname() {
        roots += depth === 0 ? 1 : 0;
        depth += 1;
      },
      onclosetag(name, isImplied) {
        depth -= 1;
        if (!isImplied) {
          closed += 1;
        } else if (xml[parser.endIndex - 1] !== '/') {
          // Implied, and not `<name/>`: closed by the end of its parent or of the file.
          problems.push(`<${name}> is not closed`);
        }
      },
    },
    {xmlMode: true},
  );
  parser.end(xml);
  if (roots !== 1) {
    problems.push(`${roots} root elements`);
  }
  const markup = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, '');
  const closing = markup.match(/<\//g)?.length ?? 0;
  if (closing !== closed) {
    problems.push(`${closing - closed} closing tags match no open element`);
  }
  const stray = markup.match(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)[^\s;]{0,10}/gi);
  return [...problems, ...(stray ?? []).map((entity) => `undefined entity ${entity}`)];
}

const FEEDS = [
  {feed: 'rss.xml', item: 'item', stylesheet: 'rss.xsl'},
  {feed: 'atom.xml', item: 'entry', stylesheet: 'atom.xsl'},
] as const;

describe.runIf(built)('blog feeds', () => {
  let blog: BlogFacts;
  let newest: string[];
  beforeAll(async () => {
    blog = await loadBlogFacts();
    // The feeds keep the newest posts up to the plugin's default `feedOptions.limit`.
    const {limit} = DEFAULT_OPTIONS.feedOptions;
    const length = typeof limit === 'number' ? limit : blog.posts.length;
    newest = blog.posts.slice(0, length).map((post) => post.title);
  });

  for (const {feed, item, stylesheet} of FEEDS) {
    it(`/blog/${feed} is well-formed, lists the newest posts and is styled with ${stylesheet}`, () => {
      const xml = readBuildFile(`blog/${feed}`);
      expect(xmlProblems(xml)).toEqual([]);
      const $ = load(xml, {xml: true});
      const titles = $(item)
        .map((_, node) => $(node).children('title').first().text())
        .get();
      expect(titles).toEqual(newest);
      const instructions = [...xml.matchAll(/<\?xml-stylesheet\s+(.*?)\s*\?>/g)].map(
        (match) => match[1],
      );
      expect(instructions).toEqual([`type="text/xsl" href="${stylesheet}"`]);
      const style = readBuildFile(`blog/${stylesheet}`);
      expect(xmlProblems(style)).toEqual([]);
      expect(load(style, {xml: true}).root().children().first().prop('name')).toBe(
        'xsl:stylesheet',
      );
    });
  }

  it('/blog/feed.json lists the same posts', () => {
    const feed = JSON.parse(readBuildFile('blog/feed.json')) as {items: {title: string}[]};
    expect(feed.items.map((entry) => entry.title)).toEqual(newest);
  });

  it("carry the posts' HTML without the site's internal static-block marks (data-sb)", () => {
    for (const file of ['rss.xml', 'atom.xml', 'feed.json']) {
      const feed = readBuildFile(`blog/${file}`);
      expect(feed, file).toContain('<p>');
      expect(feed, file).not.toContain('data-sb');
    }
  });

  it("the changelog's feeds describe the changelog, not the blog", () => {
    const described = [
      load(readBuildFile('changelog/rss.xml'), {xml: true})('channel > description').first().text(),
      load(readBuildFile('changelog/atom.xml'), {xml: true})('feed > subtitle').first().text(),
      (JSON.parse(readBuildFile('changelog/feed.json')) as {description: string}).description,
    ];
    for (const description of described) {
      expect(description).toMatch(/^Every Docusaurus release/);
    }
  });

  it('the test blog puts rendered MDX in its feeds, without the unlisted post or the draft', () => {
    for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
      const text = readBuildFile(`tests/blog/${feed}`);
      expect(text, feed).toContain('highlighted by a React component');
      // React separates adjacent text nodes with an empty comment.
      expect(text, feed).toMatch(/two plus two is (?:<!-- -->)?4/);
      expect(text, feed).not.toContain('<Highlight');
      expect(text, feed).not.toContain('Unlisted post');
      expect(text, feed).not.toContain('Draft post');
    }
  });
});
