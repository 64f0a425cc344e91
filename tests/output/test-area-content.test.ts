/**
 * What the test area's pages are there to show, as the server rendered it: the test blog's
 * pagination by 3 and its unlisted and draft posts, the test docs' visibility rules, unusual paths,
 * TOC levels, sidebars and category links, and the feature pages (code blocks, Markdown and MDX,
 * SEO and head metadata, server rendering). Interactions on these pages stay in e2e
 * (tests/e2e/test-pages-interactions.spec.ts, test-blog-routing.spec.ts).
 */
import type {CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildToCheck, fileForPath, readBuildFile} from '../shared/build';
import {builtDocument, textOf} from '../shared/dom';

const built = buildToCheck('test area content');

function documentAt(url: string): CheerioAPI {
  const $ = builtDocument(url);
  if (!$) {
    throw new Error(`${url} is not in the build`);
  }
  return $;
}

function texts($: CheerioAPI, selector: string): string[] {
  return $(selector)
    .map((_, element) => $(element).text().trim())
    .get();
}

describe.runIf(built)('test blog', () => {
  it('shows 3 posts a page on pages 1 to 7, and has no page 8', () => {
    for (let n = 1; n <= 7; n += 1) {
      const url = n === 1 ? '/tests/blog' : `/tests/blog/page/${n}`;
      const count = documentAt(url)('main article').length;
      if (n < 7) {
        expect(count, url).toBe(3);
      } else {
        expect(count, url).toBeGreaterThanOrEqual(1);
      }
    }
    expect(fileForPath('/tests/blog/page/8')).toBeUndefined();
  });

  it('paginates a tag with more than 3 posts', () => {
    expect(documentAt('/tests/blog/tags/paginated')('main article')).toHaveLength(3);
    expect(documentAt('/tests/blog/tags/paginated/page/2')('main article')).toHaveLength(1);
  });

  it('serves the unlisted post by URL only, and leaves the draft out', () => {
    const $ = documentAt('/tests/blog/2022/08/24/post-unlisted');
    expect(textOf($, 'main h1')).toBe('Unlisted post');
    expect(textOf($, '.theme-unlisted-banner')).toContain('Unlisted');

    const archive = textOf(documentAt('/tests/blog/archive'), 'main');
    expect(archive).toContain('A post whose slug ends in .html');
    expect(archive).not.toContain('Unlisted post');
    expect(archive).not.toContain('Draft post');
    // The sidebar lists every post (blogSidebarCount: 'ALL'), but not the unlisted one.
    const sidebar = documentAt('/tests/blog')('aside nav');
    expect(sidebar.find('a')).toHaveLength(21);
    expect(sidebar.text()).not.toContain('Unlisted post');

    expect(fileForPath('/tests/blog/2022/08/25/post-draft')).toBeUndefined();
    expect(textOf(documentAt('/tests/blog/tags/visibility'), 'main')).not.toContain('Draft post');
  });

  it('builds the .html slug post as a file of that name', () => {
    expect(fileForPath('/tests/blog/html-slug.html')).toBe('tests/blog/html-slug.html');
    expect(readBuildFile('tests/blog/html-slug.html')).toContain('A post whose slug ends in .html');
  });
});

describe.runIf(built)('test docs', () => {
  it('serves the unlisted doc by URL, shows it on no list, and leaves the draft out', () => {
    expect(textOf(documentAt('/tests/docs/tests/visibility/unlisted'), 'main h1')).toBe(
      'Unlisted doc',
    );
    const $ = documentAt('/tests/docs/category/visibility');
    expect(textOf($, 'main')).toContain('Listed doc');
    expect(textOf($, 'main')).not.toContain('Unlisted doc');
    expect(textOf($, '.theme-doc-sidebar-container')).not.toContain('Unlisted doc');
    expect(textOf($, '.theme-doc-sidebar-container')).not.toContain('Draft doc');
    expect(fileForPath('/tests/docs/tests/visibility/draft')).toBeUndefined();
  });

  it('serves paths with spaces and non-ASCII characters', () => {
    for (const [url, heading] of [
      ['/tests/docs/folder%20with%20space/doc%201', 'Doc 1 in a folder with a space'],
      ['/tests/docs/tests/ascii/%C3%A6%C3%B8%C3%A5', 'Non-ASCII path'],
      ['/tests/docs/tests/ascii/%C3%86%C3%98%C3%85-upper', 'Non-ASCII path, upper case'],
    ] as const) {
      expect(textOf(documentAt(url), 'main h1'), url).toBe(heading);
    }
  });

  it('shows exactly the configured heading levels in each TOC', () => {
    for (const [min, max] of [
      [2, 2],
      [2, 3],
      [2, 4],
      [3, 5],
      [2, 6],
    ] as const) {
      const url = `/tests/docs/tests/toc/toc-${min}-${max}`;
      const $ = documentAt(url);
      const levels = $('.theme-doc-toc-desktop a.table-of-contents__link')
        .map((_, link) => {
          const id = decodeURIComponent(($(link).attr('href') ?? '').slice(1));
          const heading = $('*')
            .filter((__, element) => $(element).attr('id') === id)
            .first();
          return Number(heading.prop('tagName')?.slice(1));
        })
        .get();
      const expected: number[] = [];
      for (let round = 0; round < 2; round += 1) {
        for (let level = min; level <= max; level += 1) {
          expected.push(level);
        }
      }
      expect(levels, url).toEqual(expected);
    }
  });

  it('puts docs on their own sidebar, or on none', () => {
    const own = documentAt('/tests/docs/doc-with-another-sidebar');
    expect(texts(own, '.theme-doc-sidebar-container .menu__link')).toEqual([
      'Doc with another sidebar',
    ]);
    const none = documentAt('/tests/docs/doc-without-sidebar');
    expect(textOf(none, 'main h1')).toBe('Doc without a sidebar');
    expect(none('.theme-doc-sidebar-container')).toHaveLength(0);
  });

  it('applies the sidebar front matter', () => {
    const $ = documentAt('/tests/docs/tests/sidebar-frontmatter/');
    const category = $('.theme-doc-sidebar-item-category').filter(
      (_, item) => $(item).children().first().find('a').first().text() === 'Sidebar front matter',
    );
    expect(category).toHaveLength(1);
    expect(
      category
        .find('ul .menu__link')
        .map((_, link) => $(link).text().trim())
        .get(),
    ).toEqual(['Custom sidebar label', 'Sidebar class name', 'Sidebar custom props']);
    expect(category.find('li.dogfood-sidebar-class')).toHaveLength(1);
    expect(textOf($, '[data-testid="custom-props-table"]')).toContain(
      '{"emoji":"🧪","level":2,"tested":true}',
    );
  });

  it('links categories to their index, README, folder-name, intro and chosen docs', () => {
    const $ = documentAt('/tests/docs/category/category-links');
    const sidebar = $('.theme-doc-sidebar-container');
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
      const links = sidebar.find('a').filter((_, link) => $(link).text().trim() === label);
      expect(links, label).toHaveLength(1);
      expect(links.attr('href'), label).toBe(href);
    }
  });
});

describe.runIf(built)('test pages', () => {
  it('the code block page has a grammar and a highlighted block for every configured language', () => {
    const $ = documentAt('/tests/pages/code-block-tests');
    const rows = $('[data-testid="grammar-coverage"] tbody tr');
    expect(rows.length).toBeGreaterThan(30);
    rows.each((_, row) => {
      const language = $(row).attr('data-language') ?? '';
      const status = $(row).children().last().text();
      if (language === 'not-a-language') {
        expect(status).toContain('No Prism grammar for language "not-a-language"');
      } else {
        expect(status, language).toBe('grammar loaded');
        const block = $(`pre.language-${language}`).first();
        expect(block, language).toHaveLength(1);
        expect(block.find('.token').length, language).toBeGreaterThan(0);
      }
    });
  });

  it('markdown-tests-md and -mdx parse the same source differently', () => {
    const md = documentAt('/tests/pages/markdown-tests-md');
    const mdx = documentAt('/tests/pages/markdown-tests-mdx');
    expect(textOf(md, 'main')).toContain('the expression {1 + 1} stays literal');
    expect(textOf(mdx, 'main')).toContain('the expression 2 stays literal');
    for (const $ of [md, mdx]) {
      expect($('main table')).toHaveLength(1);
      expect($('main .footnotes')).toHaveLength(1);
      expect(textOf($, 'main')).not.toContain('This comment is dropped');
    }
  });

  it('the SEO and head pages put their metadata in the head', () => {
    const seo = documentAt('/tests/pages/seo');
    expect(seo('meta[name="keywords"]').attr('content')).toMatch(/front matter/);
    expect(seo('meta[property="og:image"]').attr('content')).toMatch(/social-card\.png$/);
    const head = documentAt('/tests/pages/head-metadata');
    expect(head('title').text()).toMatch(/^Head metadata test title/);
    expect(head('meta[name="dogfood-head-test"]').attr('content')).toBe('set from MDX');
    expect(head('html').hasClass('dogfood-head-html-class')).toBe(true);
  });

  it('the hydration page is rendered on the server', () => {
    expect(textOf(documentAt('/tests/pages/hydration-tests'), 'main')).toContain(
      'Rendered on the server.',
    );
  });
});
