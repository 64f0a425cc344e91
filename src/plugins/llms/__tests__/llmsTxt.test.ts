import {describe, expect, it} from 'vitest';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {
  groupDocs,
  renderLlmsFullTxt,
  renderLlmsTxt,
  versionsParagraph,
  withSourceLine,
  type IndexDoc,
} from '../llmsTxt';

function doc(id: string, extra: Partial<IndexDoc> = {}): IndexDoc {
  return {
    id,
    title: id.toUpperCase(),
    description: `About ${id}.`,
    url: `https://example.com/docs/${id}.md`,
    unlisted: false,
    ...extra,
  };
}

const category = (
  label: string,
  items: LoadedVersion['sidebars'][string],
  linkId?: string,
): LoadedVersion['sidebars'][string][number] => ({
  type: 'category',
  label,
  collapsed: true,
  collapsible: true,
  items,
  ...(linkId ? {link: {type: 'doc', id: linkId}} : {}),
});

const docItem = (id: string): LoadedVersion['sidebars'][string][number] => ({type: 'doc', id});

const sidebars: LoadedVersion['sidebars'] = {
  docs: [
    docItem('intro'),
    category('Getting Started', [docItem('install'), docItem('config')]),
    category('Guides', [category('Nested', [docItem('deep')], 'nested-index'), docItem('pages')]),
  ],
  api: [
    docItem('cli'),
    {type: 'link', href: 'https://example.com', label: 'External'},
    docItem('intro'),
  ],
};

describe('groupDocs', () => {
  const docs = ['intro', 'install', 'config', 'nested-index', 'deep', 'pages', 'cli', 'orphan'].map(
    (id) => doc(id),
  );

  it('makes a section per sidebar and per top-level category, in sidebar order', () => {
    const sections = groupDocs(docs, sidebars, {sidebarTitles: {api: 'API'}, otherTitle: 'More'});
    expect(sections.map((section) => [section.title, section.docs.map((d) => d.id)])).toEqual([
      ['Docs', ['intro']],
      ['Getting Started', ['install', 'config']],
      ['Guides', ['nested-index', 'deep', 'pages']],
      ['API', ['cli']],
      ['More', ['orphan']],
    ]);
  });

  it('leaves out unlisted docs and empty sections', () => {
    const sections = groupDocs(
      docs.map((d) => (d.id === 'cli' || d.id === 'orphan' ? {...d, unlisted: true} : d)),
      sidebars,
      {sidebarTitles: {}, otherTitle: 'More'},
    );
    const ids = sections.flatMap((section) => section.docs.map((d) => d.id));
    expect(ids).not.toContain('cli');
    expect(ids).not.toContain('orphan');
    expect(sections.map((section) => section.title)).toEqual(['Docs', 'Getting Started', 'Guides']);
  });
});

describe('renderLlmsTxt', () => {
  it('writes the title, the summary as a quote, the details and one line per doc', () => {
    const text = renderLlmsTxt({
      title: 'Site',
      summary: 'What the\nsite is.',
      details: ['More context.', '  '],
      sections: [{title: 'Docs', docs: [doc('a'), doc('b', {description: '', title: 'B [beta]'})]}],
    });
    expect(text).toBe(
      [
        '# Site',
        '',
        '> What the site is.',
        '',
        'More context.',
        '',
        '## Docs',
        '',
        '- [A](https://example.com/docs/a.md): About a.',
        '- [B \\[beta\\]](https://example.com/docs/b.md)',
        '',
      ].join('\n'),
    );
  });

  it('says where each version lives', () => {
    expect(
      versionsParagraph([
        {label: 'Canary', path: '/docs', isIndexed: true},
        {label: '3.8.1', path: '/docs/3.8.1', isIndexed: false},
      ]),
    ).toBe(
      'Docs versions: Canary at `/docs/` (listed below), 3.8.1 at `/docs/3.8.1/`. Each page of each version has its Markdown at the page URL plus `.md`.',
    );
  });
});

describe('llms-full.txt', () => {
  it('adds a source line under each h1 and separates the pages', () => {
    expect(withSourceLine('# Title\n\nBody.', 'https://example.com/a')).toBe(
      '# Title\n\nSource: <https://example.com/a>\n\nBody.',
    );
    const full = renderLlmsFullTxt({title: 'Site', summary: 'Summary.'}, [
      {markdown: '# A\n\nOne.\n', pageUrl: 'https://example.com/a'},
      {markdown: '# B\n\nTwo.\n', pageUrl: 'https://example.com/b'},
    ]);
    expect(full).toBe(
      '# Site\n\n> Summary.\n\n\n---\n\n# A\n\nSource: <https://example.com/a>\n\nOne.\n\n---\n\n# B\n\nSource: <https://example.com/b>\n\nTwo.\n',
    );
  });
});
