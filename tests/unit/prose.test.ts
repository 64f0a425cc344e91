import {describe, expect, it} from 'vitest';
import {
  countWords,
  extractProse,
  findDraftMarkers,
  stripCodeFences,
  stripEsm,
  stripFrontMatter,
} from './prose';

const lines = (...parts: string[]) => parts.join('\n');

describe('stripFrontMatter', () => {
  it('removes the leading YAML block only', () => {
    const source = lines('---', 'title: Hello', 'slug: /x', '---', '', 'Body text.', '---', 'more');
    expect(stripFrontMatter(source)).toBe(lines('', 'Body text.', '---', 'more'));
  });

  it('leaves a document without front matter alone', () => {
    expect(stripFrontMatter('Just prose.')).toBe('Just prose.');
  });
});

describe('stripCodeFences', () => {
  it('drops backtick and tilde fences, keeping the text around them', () => {
    const source = lines(
      'Before.',
      '```js',
      'const a = 1;',
      '```',
      'Middle.',
      '~~~',
      'x',
      '~~~',
      'After.',
    );
    expect(stripCodeFences(source)).toBe(lines('Before.', 'Middle.', 'After.'));
  });

  it('lets a longer fence contain a shorter one', () => {
    const source = lines('````md', '```js', 'inner();', '```', '````', 'Outside.');
    expect(stripCodeFences(source)).toBe('Outside.');
  });

  it('handles fences indented inside admonitions and tabs', () => {
    const source = lines('  ```bash', '  npm run build', '  ```', 'Done.');
    expect(stripCodeFences(source)).toBe('Done.');
  });
});

describe('stripEsm', () => {
  it('removes single-line and multi-line imports and exports', () => {
    const source = lines(
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  a,',
      '  b,',
      "} from './c';",
      'export const meta = {',
      "  name: 'x',",
      '};',
      '',
      'The imported text stays.',
    );
    expect(stripEsm(source).trim()).toBe('The imported text stays.');
  });
});

describe('extractProse', () => {
  it('keeps the words of a page and drops its machinery', () => {
    const source = lines(
      '---',
      'title: Sample',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      '{/* a note for editors */}',
      '<!-- an HTML comment -->',
      '## Heading words',
      '',
      'Read [the guide](/docs/guide) and run `npm start` now.',
      '',
      '<Tabs groupId="pm">',
      '  <TabItem value="npm" label="npm">',
      '',
      'Inside a tab.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      ':::tip[Good to know]',
      '',
      'Admonition body.',
      '',
      ':::',
      '',
      '| Name | Default |',
      '| --- | --- |',
      '| `trailingSlash` | `undefined` |',
      '',
      '```js',
      'ignored(code);',
      '```',
    );
    const prose = extractProse(source);
    expect(prose).toContain('Heading words');
    expect(prose).toContain('Read the guide and run npm start now.');
    expect(prose).toContain('Inside a tab.');
    expect(prose).toContain('Good to know');
    expect(prose).toContain('Admonition body.');
    expect(prose).toContain('trailingSlash');
    for (const gone of [
      'title',
      'import',
      'editors',
      'HTML comment',
      'groupId',
      'TabItem',
      'ignored',
      ':::',
      '/docs/guide',
    ]) {
      expect(prose).not.toContain(gone);
    }
  });

  it('keeps the first word of a paragraph that follows a closing admonition fence', () => {
    const source = lines(':::note', '', 'Inside.', '', ':::', '', 'Alpha beta.');
    expect(extractProse(source)).toBe(lines('Inside.', '', 'Alpha beta.'));
  });

  it('removes JSX tags whose attributes hold expressions or span lines', () => {
    const source = lines(
      '<Component',
      '  style={{color: "red"}}',
      '  items={[1, 2]}>',
      'Visible text',
      '</Component>',
    );
    expect(extractProse(source)).toBe('Visible text');
  });

  it('unescapes MDX escapes so they read as text', () => {
    expect(extractProse('A value of \\{a\\} and \\<b\\>.')).toBe('A value of {a} and <b>.');
  });
});

describe('countWords', () => {
  it('counts tokens that contain letters or digits', () => {
    expect(countWords('One two, three — 4 | * -- five.')).toBe(5);
  });

  it('counts non-Latin words', () => {
    expect(countWords('héllo wörld ñandú')).toBe(3);
  });

  it('is zero for empty or punctuation-only text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' | --- | ')).toBe(0);
  });
});

describe('findDraftMarkers', () => {
  it('finds each marker as a whole word, case-insensitively', () => {
    const source = lines(
      'TODO: write this.',
      'Lorem Ipsum dolor.',
      'A placeholder here.',
      'Coming soon!',
      'Details TBD.',
    );
    expect(findDraftMarkers(source)).toEqual([
      'todo',
      'lorem ipsum',
      'placeholder',
      'coming soon',
      'tbd',
    ]);
  });

  it('does not match inside longer words', () => {
    expect(findDraftMarkers('Todos, placeholders and TBDs are fine words here.')).toEqual([]);
  });

  it('ignores code but searches comments and front matter', () => {
    const source = lines(
      '---',
      'description: coming soon',
      '---',
      'Set the `placeholder` prop.',
      '```js',
      '// TODO in an example',
      '```',
      '{/* TODO: finish */}',
    );
    expect(findDraftMarkers(source)).toEqual(['coming soon', 'todo']);
  });
});
