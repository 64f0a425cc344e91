/**
 * Static blocks (src/plugins/static-blocks): the plain paragraphs, lists and quotes of a doc or blog
 * post are in its HTML, marked with data-sb, and not in any script, so a reader downloads their
 * text once. A blog list page holds its posts' excerpts the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, htmlFiles, readBuildFile} from '../shared/build';

const built = buildToCheck('static blocks');

/**
 * The marked blocks of a page: id and inner HTML. Parsed, not matched: the minified HTML leaves
 * out optional end tags such as `</p>`.
 */
function blocksOf(html: string): Array<{id: string; inner: string}> {
  const $ = load(html);
  return $('[data-sb]')
    .toArray()
    .map((element) => ({id: $(element).attr('data-sb')!, inner: $(element).html() ?? ''}));
}

/** A run of plain words from a block, which a script would hold verbatim: no escapes to differ. */
function plainRun(inner: string): string | undefined {
  const text = inner.replace(/<[^>]+>/g, ' ');
  return [...text.matchAll(/[A-Za-z][A-Za-z ,]{30,}[A-Za-z]/g)]
    .map(([run]) => run)
    .sort((a, b) => b.length - a.length)[0];
}

/** Plain runs of words from the first blocks of each page, to look for in the scripts. */
function samplesOf(files: string[], perPage: number): string[] {
  return files
    .flatMap((file) => blocksOf(readBuildFile(file)).slice(0, perPage))
    .map(({inner}) => plainRun(inner))
    .filter((run): run is string => run !== undefined);
}

describe.runIf(built)('static blocks', () => {
  const docs = htmlFiles().filter((file) => /^(docs|community)\/.*index\.html$/.test(file));

  it('mark the plain blocks of the doc pages, each id once per page', () => {
    const counts = docs.map((file) => {
      const ids = blocksOf(readBuildFile(file)).map(({id}) => id);
      expect(new Set(ids).size, file).toBe(ids.length);
      return ids.length;
    });
    // The folders also hold redirect, tag and category pages, which have no Markdown.
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(250);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(2000);
  });

  const scripts = () =>
    fs
      .readdirSync(path.join(BUILD_DIR, 'assets/js'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(BUILD_DIR, 'assets/js', file), 'utf8'));
  const allScripts = () => scripts().join('\n');

  it("leave the blocks' text out of every script", () => {
    const scripts = allScripts();
    const samples = samplesOf(
      ['docs/installation/index.html', 'docs/troubleshooting/index.html', 'docs/cli/index.html'],
      5,
    );
    expect(samples.length).toBeGreaterThan(8);
    expect(samples.filter((run) => scripts.includes(run))).toEqual([]);
    // The check can see text: the page's description, in its metadata, is in a script.
    expect(scripts).toContain('Create a new Docusaurus site with create-docusaurus');
  });

  describe('in the blog', () => {
    const blog = htmlFiles().filter((file) => file.startsWith('blog/'));
    const posts = blog.filter((file) => readBuildFile(file).includes('__blog-post-container'));
    // List pages show each post as an article of its own: /blog, its pages, tags and authors.
    const lists = blog.filter((file) =>
      /<article class="?margin-bottom--xl/.test(readBuildFile(file)),
    );
    /** Each block of every post page, by id. */
    const postBlocks = new Map(
      posts.flatMap((file) => blocksOf(readBuildFile(file)).map(({id, inner}) => [id, inner])),
    );

    it('mark the plain blocks of the posts, each id once per page', () => {
      expect(posts.length).toBeGreaterThan(20);
      for (const file of posts) {
        const ids = blocksOf(readBuildFile(file)).map(({id}) => id);
        expect(new Set(ids).size, file).toBe(ids.length);
      }
      expect(blocksOf(readBuildFile('blog/releases/3.8/index.html')).length).toBeGreaterThan(5);
    });

    it("mark the excerpts on the list pages with their post's ids and HTML, once per page", () => {
      expect(lists).toEqual(
        expect.arrayContaining([
          'blog/index.html',
          'blog/page/2/index.html',
          'blog/tags/release/index.html',
          'blog/authors/release-team/index.html',
        ]),
      );
      for (const file of lists) {
        const blocks = blocksOf(readBuildFile(file));
        expect(blocks.length, file).toBeGreaterThan(0);
        expect(new Set(blocks.map(({id}) => id)).size, file).toBe(blocks.length);
        // After a failed fetch of the list page, the runtime reads the post's page instead.
        for (const {id, inner} of blocks) {
          expect(postBlocks.get(id), `${file}: ${id}`).toBe(inner);
        }
      }
    });

    it("leave the blocks' text out of every script", () => {
      // Two chunks carry each post's Markdown source, and so its words: the archive page's data
      // and the debug content page's. Neither is a post's or a list's script.
      const pageScripts = scripts()
        .filter((script) => !/\{"(archive":\{"blogPosts|allContent)":/.test(script))
        .join('\n');
      const samples = samplesOf(
        [
          'blog/releases/3.8/index.html',
          'blog/2022/08/01/announcing-docusaurus-2.0/index.html',
          'blog/page/2/index.html',
        ],
        4,
      );
      expect(samples.length).toBeGreaterThan(6);
      expect(samples.filter((run) => pageScripts.includes(run))).toEqual([]);
    });
  });

  it('leave the SVGs of diagrams drawn at build time out of every script', () => {
    const scripts = allScripts();
    const html = readBuildFile('docs/advanced/plugins/index.html');
    const svgIds = [...html.matchAll(/<svg[^>]*\bid="?(mermaid-svg-[\w-]+-(?:light|dark))"?/g)].map(
      ([, id]) => id!,
    );
    expect(svgIds.length).toBeGreaterThanOrEqual(2);
    for (const id of svgIds) {
      expect(html).toMatch(new RegExp(`data-sb="?${id}"?`));
    }
    expect(svgIds.filter((id) => scripts.includes(`id="${id}"`))).toEqual([]);
  });
});
