import {describe, expect, it} from 'vitest';
import {chunkParagraphs, extractRecords, pageKind} from '../extract';
import {parsePage} from '../parsePage';
import {docPage, heading, page, recordsOf} from './fixtures';

describe('extractRecords on a docs page', () => {
  const html = docPage(
    'Installation',
    `<p>Get a site running.</p>
     <div class="theme-admonition"><div class=admonitionHeading_Gvgb>tip</div><div><p>Try the playground first.</p></div></div>
     ${heading(2, 'Requirements', 'requirements')}
     <ul><li>Node.js 18 or newer.</li><li>A package manager.</li></ul>
     <div class="theme-code-block"><pre><code>npx create-docusaurus@latest</code></pre></div>
     ${heading(3, 'On Windows', 'on-windows')}
     <p>Short paths avoid surprises.</p>
     ${heading(2, 'Scaffold &amp; start', 'scaffold')}
     <p>Run <code>npm start</code>.</p>`,
  );
  const records = recordsOf(html, '/docs/installation');

  it('emits one record for the page title and one per heading, in order', () => {
    expect(records.map((r) => [r.type, r.url])).toEqual([
      ['lvl1', '/docs/installation'],
      ['lvl2', '/docs/installation#requirements'],
      ['lvl3', '/docs/installation#on-windows'],
      ['lvl2', '/docs/installation#scaffold'],
    ]);
  });

  it('builds the DocSearch hierarchy from the sidebar category and the headings', () => {
    expect(records[2]!.hierarchy).toEqual({
      lvl0: 'Guides',
      lvl1: 'Installation',
      lvl2: 'Requirements',
      lvl3: 'On Windows',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    // A new h2 clears the h3 of the previous section.
    expect(records[3]!.hierarchy.lvl3).toBeNull();
    expect(records[3]!.hierarchy.lvl2).toBe('Scaffold & start');
  });

  it('keeps the prose of each section and leaves out code, chrome and admonition titles', () => {
    expect(records[0]!.content).toBe('Get a site running. Try the playground first.');
    expect(records[1]!.content).toBe('Node.js 18 or newer. A package manager.');
    expect(records[3]!.content).toBe('Run npm start.');
    const all = records
      .map((r) => `${r.content} ${Object.values(r.hierarchy).join(' ')}`)
      .join(' ');
    for (const unwanted of ['npx create', 'Edit this page', 'Home ›', 'tip', 'Footer', '\u200b']) {
      expect(all).not.toContain(unwanted);
    }
  });

  it('reads the language and docs tag from the page metadata', () => {
    expect(records[0]).toMatchObject({
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      url_without_anchor: '/docs/installation',
      anchor: null,
      objectID: '/docs/installation',
    });
    expect(records[1]!.anchor).toBe('requirements');
  });

  it('ranks docs above other pages and page titles above sections', () => {
    expect(records[0]!.weight).toMatchObject({pageRank: 3, level: 100});
    expect(records[1]!.weight.level).toBe(90);
    expect(records[2]!.weight.level).toBe(80);
  });
});

describe('extractRecords on other pages', () => {
  it('indexes a blog post under its plugin, without the date and author header', () => {
    const records = recordsOf(
      page({
        htmlClass: 'blog-post-page plugin-blog plugin-id-changelog',
        tag: 'blog_post',
        title: '3.8.1',
        body: '<header><h1>3.8.1</h1><time>June 6, 2025</time><div class=avatar>Release team</div></header><div class=markdown><p>Six bug fixes.</p></div>',
      }),
      '/changelog/3.8.1',
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      docusaurus_tag: 'default',
      content: 'Six bug fixes.',
      hierarchy: {lvl0: 'Changelog', lvl1: '3.8.1'},
    });
    expect(records[0]!.weight.pageRank).toBe(0);
  });

  it('uses the whole <main> of a page without an <article>', () => {
    const html = page({
      htmlClass: 'plugin-pages plugin-id-default',
      tag: 'default',
      title: 'Showcase',
      navbarLabel: 'Showcase',
      body: '',
    }).replace(
      '<main><article></article></main>',
      '<main><h1>Showcase</h1><p>Sites built with it.</p><h3>A card without id</h3></main>',
    );
    const records = recordsOf(html, '/showcase');
    expect(records).toHaveLength(1);
    // Headings without an id cannot be linked: their text becomes content.
    expect(records[0]).toMatchObject({
      hierarchy: {lvl0: 'Showcase', lvl1: 'Showcase'},
      content: 'Sites built with it. A card without id',
    });
  });

  it('skips list pages, noindex pages and pages without a title', () => {
    const list = page({
      htmlClass: 'blog-list-page plugin-blog',
      tag: 'default',
      title: 'Blog',
      body: '<h1>Blog</h1>',
    });
    expect(recordsOf(list)).toEqual([]);
    const hidden = page({
      htmlClass: 'plugin-pages',
      tag: 'default',
      title: 'Hidden',
      robots: 'noindex, nofollow',
      body: '<h1>Hidden</h1><p>Text</p>',
    });
    expect(recordsOf(hidden)).toEqual([]);
  });

  it('splits a long section into content records that share its URL', () => {
    const paragraph = (n: number) => `<p>${`word${n} `.repeat(60).trim()}.</p>`;
    const html = docPage(
      'Long',
      `${heading(2, 'Options', 'options')}${paragraph(1)}${paragraph(2)}${paragraph(3)}`,
    );
    const records = recordsOf(html, '/docs/long');
    const options = records.filter((r) => r.url === '/docs/long#options');
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]!.type).toBe('lvl2');
    expect(options.slice(1).every((r) => r.type === 'content' && r.weight.level === 0)).toBe(true);
    expect(options.map((r) => r.objectID)).toEqual(
      options.map((_, i) => (i === 0 ? '/docs/long#options' : `/docs/long#options~${i}`)),
    );
    expect(options.every((r) => (r.content ?? '').length <= 500)).toBe(true);
  });

  it('keeps only the headings of a page indexed headings-only, one record each', () => {
    const html = docPage(
      'Long',
      `<p>${'intro '.repeat(200)}</p>${heading(2, 'Options', 'options')}<p>${'word '.repeat(300)}</p>`,
    );
    const records = extractRecords(html, {
      path: '/docs/long',
      defaultLanguage: 'en',
      chunkSize: 500,
      headingsOnly: true,
    });
    expect(records.map((r) => [r.type, r.hierarchy.lvl2, r.content])).toEqual([
      ['lvl1', null, null],
      ['lvl2', 'Options', null],
    ]);
  });
});

describe('parsePage', () => {
  it('reads the facts of the page head and navigation', () => {
    const {facts} = parsePage(docPage('Title', '<p>x</p>'));
    expect(facts).toMatchObject({
      title: 'Title | Docusaurus',
      language: 'en',
      tag: 'docs-default-current',
      sidebarCategory: 'Guides',
      navbarLabel: 'Docs',
      noIndex: false,
    });
  });

  it('reads the front matter keywords from their meta tag', () => {
    const html = docPage('T', '<p>x</p>', 'docs-default-current', 'hosting, github pages ,netlify');
    expect(parsePage(html).facts.keywords).toEqual(['hosting', 'github pages', 'netlify']);
    const records = recordsOf(html);
    expect(records[0]!.keywords).toEqual(['hosting', 'github pages', 'netlify']);
    expect(records.slice(1).every((r) => r.keywords === undefined)).toBe(true);
  });

  it('decodes entities and never keeps markup in text', () => {
    const {blocks} = parsePage(
      docPage(
        'T',
        '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; <b>bold</b><script>evil()</script></p>',
      ),
    );
    const texts = blocks.filter((b) => b.kind === 'text').map((b) => b.text);
    expect(texts).toEqual(['<script>alert(1)</script> & bold']);
  });
});

describe('names a section defines', () => {
  const optionRow = (name: string, text: string) =>
    `<tr><td><a id=${name} href=#${name} class=optionName_x><code>${name}</code></a></td><td>${text}</td></tr>`;
  const html = docPage(
    'Plugin',
    heading(2, 'Options', 'options') +
      '<p>Pass <a href=#other><code>otherThing</code></a> too.</p>' +
      `<table>${optionRow('routeBasePath', 'URL prefix.')}${optionRow('editUrl', 'Edit link.')}</table>` +
      heading(3, '<code>trailingSlash</code>', 'trailingSlash') +
      '<p>Slash.</p>' +
      heading(3, 'Plain <code>code</code> heading', 'plain') +
      '<p>x</p>',
  );
  const records = recordsOf(html);
  const byAnchor = (anchor: string) => records.find((r) => r.anchor === anchor);

  it("reads a reference table's anchored name cells and a heading that is code", () => {
    expect(byAnchor('options')?.names).toEqual(['routeBasePath', 'editUrl']);
    expect(byAnchor('trailingSlash')?.names).toEqual(['trailingSlash']);
  });

  it('keeps the name cells in the text, and ignores links and code that define nothing', () => {
    expect(byAnchor('options')?.content).toContain('routeBasePath URL prefix.');
    expect(byAnchor('plain')?.names).toBeUndefined();
    expect(records[0]?.names).toBeUndefined();
  });
});

describe('pages a section links to', () => {
  const html = docPage(
    'Troubleshooting',
    '<p>Intro, see <a href=/docs/cli#build>the CLI</a>.</p>' +
      heading(2, 'Broken links', 'broken-links') +
      '<p>Set <a href=/docs/api/docusaurus-config#onBrokenLinks>onBrokenLinks</a>, read ' +
      '<a href="/docs/api/docusaurus-config?x=1">the config</a>, <a href=#broken-links>this</a>, ' +
      '<a href=/docs/troubleshooting#other>another entry</a>, <a href=//cdn.example>a host</a> ' +
      'and <a href=https://github.com/facebook/docusaurus>GitHub</a>.</p>' +
      heading(2, 'Quiet', 'quiet') +
      '<p>No links.</p>',
  );
  const records = recordsOf(html, '/docs/troubleshooting');
  const byAnchor = (anchor: string | null) => records.find((r) => r.anchor === anchor);

  it('keeps the other pages of the site each section links to, once and without anchors', () => {
    expect(byAnchor(null)?.links).toEqual(['/docs/cli']);
    expect(byAnchor('broken-links')?.links).toEqual(['/docs/api/docusaurus-config']);
    expect(byAnchor('quiet')?.links).toBeUndefined();
  });

  it('leaves out the breadcrumbs, the footer and the sidebar', () => {
    const all = records.flatMap((r) => r.links ?? []);
    expect(all).not.toContain('/c');
    expect(all).not.toContain('/d');
  });
});

describe('sections that only list other pages', () => {
  const html = docPage(
    'CLI',
    '<p>Commands.</p>' +
      heading(2, 'Related pages', 'related') +
      '<ul><li><a href=/docs/deployment>Deployment</a> compares hosts.</li></ul>' +
      heading(3, 'More reading', 'more-reading') +
      '<p>See <a href=/docs/seo>SEO</a>.</p>' +
      heading(2, 'Exit codes', 'exit-codes') +
      '<p>Non-zero on failure.</p>' +
      heading(2, 'Related pages', 'related-pages') +
      '<p>Also <a href=/docs/blog>the blog</a>.</p>',
  );
  const records = recordsOf(html, '/docs/cli');

  it('get no records, nor do their subsections; the next section is indexed again', () => {
    expect(records.map((r) => r.anchor)).toEqual([null, 'exit-codes']);
    expect(records.flatMap((r) => r.links ?? [])).toEqual([]);
    expect(records[1]!.content).toBe('Non-zero on failure.');
  });
});

describe('pageKind', () => {
  it('knows docs, posts and pages by their <html> classes', () => {
    expect(pageKind(['plugin-docs', 'docs-doc-page'])).toBe('docs');
    expect(pageKind(['docs-category-generated-index-page'])).toBe('docs');
    expect(pageKind(['blog-post-page'])).toBe('blog');
    expect(pageKind(['plugin-pages'])).toBe('page');
    expect(pageKind(['blog-list-page'])).toBeNull();
    expect(pageKind(['docs-tags-list-page'])).toBeNull();
  });
});

describe('chunkParagraphs', () => {
  it('packs short paragraphs together and cuts long ones at a space', () => {
    expect(chunkParagraphs(['a b', 'c d'], 10)).toEqual(['a b c d']);
    const chunks = chunkParagraphs(['one two three four five six seven'], 12);
    expect(chunks.every((c) => c.length <= 12)).toBe(true);
    expect(chunks.join(' ')).toBe('one two three four five six seven');
  });
});
