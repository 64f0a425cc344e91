import {describe, expect, it} from 'vitest';
import {SearchEngine, searchTerms} from '../engine';
import {CANARY, docPage, heading, recordsOf, sampleRecords, urlsFor as urls} from './fixtures';

const OLD = {languages: ['en'], tags: ['default', 'docs-default-3.7.0']};

function engine(): SearchEngine {
  const e = new SearchEngine();
  e.add(sampleRecords());
  return e;
}

describe('SearchEngine', () => {
  const e = engine();

  it('ranks a heading match above a mention in the text', () => {
    expect(urls(e, 'sidebar')[0]).toBe('/docs/sidebar');
    expect(urls(e, 'sidebar')).toContain('/blog/releases/3.8');
  });

  it('matches the last word as a prefix while it is being typed', () => {
    expect(urls(e, 'collaps')[0]).toBe('/docs/sidebar#collapsible');
    expect(urls(e, 'col')[0]).toBe('/docs/sidebar#collapsible');
    // A trailing space ends the word: a short finished word is not completed any more.
    expect(e.search('col ', CANARY).hits).toEqual([]);
  });

  it('forgives a typo in longer words', () => {
    expect(urls(e, 'sidbar')[0]).toBe('/docs/sidebar');
    expect(urls(e, 'deploymnet')[0]).toBe('/docs/deployment');
  });

  it('reads two swapped letters as one typo in short words', () => {
    // Seven letters forgive one edit, and a swap is two: without it, 'sidebra' found nothing.
    expect(urls(e, 'sidebra')[0]).toBe('/docs/sidebar');
    expect(urls(e, 'sidebra ')[0]).toBe('/docs/sidebar');
  });

  it('ranks the exact match of a word the docs have first, and still forgives typos', () => {
    const lint = new SearchEngine();
    const rule = docPage(
      'no-untranslated-text',
      '<p>Flags JSX strings left out of translation.</p>',
    );
    const deploy = docPage(
      'Deployment',
      `${heading(2, 'Testing the build locally', 'testing')}<p>Serve the build before you test it on a host.</p>`,
    );
    lint.add([...recordsOf(rule, '/docs/rule'), ...recordsOf(deploy, '/docs/deployment')]);
    // "test" is in two records: the reader meant it, not the rule's "text" (rank.test.ts).
    expect(urls(lint, 'test')[0]).toBe('/docs/deployment#testing');
    // A word the docs lack is still read as a typo.
    expect(urls(lint, 'teext')).toContain('/docs/rule');
  });

  it('finds identifiers whole or by their camelCase parts', () => {
    expect(urls(e, 'onBrokenLinks')[0]).toBe('/docs/api/docusaurus-config#onBrokenLinks');
    expect(urls(e, 'broken links')[0]).toBe('/docs/api/docusaurus-config#onBrokenLinks');
  });

  it('meets other forms of a word through its stem', () => {
    // "Categories can start collapsed." answers "collapse category".
    expect(urls(e, 'collapse category')[0]).toBe('/docs/sidebar#collapsible');
    expect(urls(e, 'publishing')).toContain('/docs/deployment#github-pages');
    // The page titled "Deployment" answers "deploy" before a section heading with the word.
    expect(urls(e, 'deploy').slice(0, 2)).toEqual([
      '/docs/deployment',
      '/docs/api/docusaurus-config#deploy-environment',
    ]);
  });

  it('finds a word in its other English spelling, and -ize words through their root', () => {
    const styling = new SearchEngine();
    styling.add(
      recordsOf(
        docPage(
          'Styling',
          `<p>Global stylesheets are listed in the customCss option.</p>${heading(2, 'Theme colours', 'theme-colours')}<p>Seven shades of the primary colour.</p>${heading(2, 'Dark mode', 'dark-mode')}<p>Selectors for dark pages.</p>`,
        ),
        '/docs/styling',
      ),
    );
    expect(urls(styling, 'theme colors')[0]).toBe('/docs/styling#theme-colours');
    expect(urls(styling, 'color')[0]).toBe('/docs/styling#theme-colours');
    // "customize" meets customCss through "custom".
    expect(urls(styling, 'customize')).toEqual(['/docs/styling']);
    expect(urls(styling, 'customise')).toEqual(['/docs/styling']);
  });

  it('answers questions by their meaningful words', () => {
    expect(searchTerms('How do I deploy to GitHub Pages?')).toEqual(['deploy', 'github', 'pages']);
    // "new" says nothing of what is sought: "create a new page" is "create page".
    expect(searchTerms('create a new page')).toEqual(['create', 'page']);
    expect(urls(e, 'How do I deploy to GitHub Pages?')[0]).toBe('/docs/deployment#github-pages');
    // Only stop words: they are searched rather than ignored.
    expect(searchTerms('how to')).toEqual(['how', 'to']);
  });

  it('leaves out the words that only say something goes wrong, unless nothing else is left', () => {
    expect(searchTerms('line highlight is not working')).toEqual(['line', 'highlight']);
    expect(searchTerms("hide the sidebar didn't work")).toEqual(['hide', 'sidebar']);
    expect(searchTerms('not working')).toEqual(['not', 'working']);
    expect(searchTerms('unable to reduce the sidebar width')).toEqual([
      'reduce',
      'sidebar',
      'width',
    ]);
    expect(searchTerms("build fails, couldn't deploy")).toEqual(['build', 'deploy']);
    // Asking whether a feature is supported names the feature.
    expect(searchTerms('RTL support')).toEqual(['rtl']);
    expect(searchTerms('support')).toEqual(['support']);
    // "Working with the rules" no longer answers a question about code line highlighting.
    const lint = new SearchEngine();
    lint.add([
      ...recordsOf(docPage('Working with the rules', '<p>Each line of the config.</p>'), '/docs/l'),
      ...recordsOf(docPage('Code blocks', '<p>Highlight a line with a comment.</p>'), '/docs/c'),
    ]);
    expect(urls(lint, 'line highlight not working')[0]).toBe('/docs/c');
  });

  it('finds a page by its front matter keywords, which weigh as much as a heading', () => {
    expect(urls(e, 'hosting')[0]).toBe('/docs/deployment');
    expect(urls(e, 'netlify')).toEqual(['/docs/deployment']);
  });

  it('falls back to any word when no record has them all', () => {
    expect(urls(e, 'sidebar zeppelin')).toContain('/docs/sidebar');
  });

  it('ranks sections by how many words of a question they cover, partial ones included', () => {
    const math = new SearchEngine();
    math.add([
      ...recordsOf(docPage('Help', '<p>Where to ask questions.</p>'), '/docs/help'),
      ...recordsOf(
        docPage('Math equations', '<p>KaTeX renders the formulas, with help for macros.</p>'),
        '/docs/math',
      ),
    ]);
    // The page with both words comes first; the heading with one of them still follows.
    expect(urls(math, 'katex help')).toEqual(['/docs/math', '/docs/help']);
  });

  it('weighs the words of a question by how rare they are in the index', () => {
    const corpus = new SearchEngine();
    corpus.add([
      ...recordsOf(
        docPage('Math equations', '<p>Formulas are typeset by KaTeX.</p>'),
        '/docs/math',
      ),
      ...Array.from({length: 12}, (_, i) =>
        recordsOf(
          docPage(`Guide ${i}`, '<p>Components render inside the page element.</p>'),
          `/docs/guide-${i}`,
        ),
      ).flat(),
    ]);
    // One rare word of four outranks the three words every guide shares.
    expect(urls(corpus, 'render katex inside element')[0]).toBe('/docs/math');
  });

  it('leaves out sections with some of the words when 20 or more have them all', () => {
    const many = new SearchEngine();
    const pages = (count: number, text: string, prefix: string) =>
      Array.from({length: count}, (_, i) =>
        recordsOf(docPage(`Page ${i}`, `<p>${text}</p>`), `/docs/${prefix}-${i}`),
      ).flat();
    many.add([...pages(19, 'Sidebar items are links.', 'full'), ...pages(1, 'Sidebar.', 'part')]);
    expect(urls(many, 'sidebar items')).toContain('/docs/part-0');
    many.add(pages(1, 'Sidebar items again.', 'more'));
    expect(urls(many, 'sidebar items')).toHaveLength(20);
    expect(urls(many, 'sidebar items')).not.toContain('/docs/part-0');
  });

  it('filters by docs version tag and language like DocSearch facets', () => {
    expect(urls(e, 'sidebar', CANARY).every((u) => !u.startsWith('/docs/3.7.0'))).toBe(true);
    const old = urls(e, 'sidebar', OLD);
    expect(old[0]).toBe('/docs/3.7.0/sidebar');
    expect(old.filter((u) => u.startsWith('/docs/') && !u.startsWith('/docs/3.7.0'))).toEqual([]);
    expect(e.search('sidebar', {languages: ['fr']}).hits).toEqual([]);
  });

  it('returns one hit per section and the terms that matched', () => {
    const {hits} = e.search('sidebar', CANARY);
    const seen = hits.map((h) => h.record.url);
    expect(new Set(seen).size).toBe(seen.length);
    expect(hits[0]!.terms).toContain('sidebar');
    expect(hits[0]!.inTitle).toBe(true);
  });

  it('returns nothing for empty or symbol-only queries', () => {
    for (const query of ['', '   ', '🚀', '<>', '.*+?^${}()|[]\\']) {
      expect(e.search(query, CANARY).hits).toEqual([]);
    }
  });
});

describe('SearchEngine.addHeadings', () => {
  it('answers from headings at once and from the text once it is indexed', async () => {
    const e = new SearchEngine();
    const batch = e.addHeadings(sampleRecords());
    expect(e.complete).toBe(false);
    // "Sidebar" is a heading; "remembers" only appears in the text of a blog post.
    expect(urls(e, 'sidebar')[0]).toBe('/docs/sidebar');
    expect(e.search('remembers', CANARY).hits).toEqual([]);
    await e.indexText(batch);
    expect(e.complete).toBe(true);
    expect(urls(e, 'remembers')).toEqual(['/blog/releases/3.8']);
  });

  it('ranks as an engine given everything at once, once the text is indexed', async () => {
    // A page that mentions an option often, and the reference table that defines it.
    const records = [
      ...recordsOf(
        docPage('Links', '<p>Set onBrokenLinks to throw; onBrokenLinks fails the build.</p>'),
        '/docs/links',
      ),
      ...recordsOf(
        docPage(
          'Config',
          '<p>Every field of the file.</p><table><tr><td><a id=onBrokenLinks href=#onBrokenLinks><code>onBrokenLinks</code></a></td><td>What a broken link does.</td></tr></table>',
        ),
        '/docs/config',
      ),
    ];
    const whole = new SearchEngine();
    whole.add(records);
    expect(urls(whole, 'onBrokenLinks')[0]).toBe('/docs/config');
    const e = new SearchEngine();
    const batch = e.addHeadings(records);
    // What ranking knows besides words (here, which section defines the option) comes with the
    // text: the first answers, from headings, come sooner without it.
    await e.indexText(batch);
    expect(urls(e, 'onBrokenLinks')).toEqual(urls(whole, 'onBrokenLinks'));
  });

  it('is complete only once the text of every batch is indexed', async () => {
    const e = new SearchEngine();
    const [first, ...rest] = sampleRecords();
    const firstBatch = e.addHeadings([first!]);
    const restBatch = e.addHeadings(rest);
    await e.indexText(restBatch);
    expect(e.complete).toBe(false);
    expect(e.search('remembers', CANARY).hits).toEqual([]);
    await e.indexText(firstBatch);
    expect(e.complete).toBe(true);
    expect(urls(e, 'remembers')).toEqual(['/blog/releases/3.8']);
  });
});
