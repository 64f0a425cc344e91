import {describe, expect, it} from 'vitest';
import {mapProseLines, preprocessSource, removeHtmlComments, splitInlineCode} from '../preprocess';

describe('splitInlineCode', () => {
  it('pairs backtick runs of the same length', () => {
    expect(splitInlineCode('a `b` c ``d ` e`` f')).toEqual(['a ', '`b`', ' c ', '``d ` e``', ' f']);
  });

  it('leaves an unmatched backtick as text', () => {
    expect(splitInlineCode('a ` b')).toEqual(['a ` b']);
    expect(splitInlineCode('` ```js ` x')).toEqual(['', '` ```js `', ' x']);
  });
});

describe('mapProseLines', () => {
  it('skips fenced code, including longer and tilde fences', () => {
    const source = 'a\n````md\n```\nb\n```\n````\nc\n~~~\nd\n~~~\ne';
    expect(mapProseLines(source, (line) => line.toUpperCase())).toBe(
      'A\n````md\n```\nb\n```\n````\nC\n~~~\nd\n~~~\nE',
    );
  });

  it('removes lines when asked', () => {
    expect(mapProseLines('a\nb\nc', (line) => (line === 'b' ? undefined : line))).toBe('a\nc');
  });
});

describe('removeHtmlComments', () => {
  it('removes inline and multi-line comments but not those in code', () => {
    expect(removeHtmlComments('x <!-- a --> y `<!-- b -->`\n<!--\nc\n-->\nz')).toBe(
      'x  y `<!-- b -->`\nz',
    );
  });
});

describe('preprocessSource', () => {
  it('applies the loader rewrites outside code only', () => {
    const source = ':::tip Title\n\n## Heading {#id}\n\n```md\n:::tip Title\n```\n\n:::';
    expect(preprocessSource(source, {format: 'mdx', admonitionKeywords: ['tip']})).toBe(
      ':::tip[Title]\n\n## Heading \\{#id}\n\n```md\n:::tip Title\n```\n\n:::',
    );
  });

  it('unwraps mdx-code-block fences and normalizes line endings', () => {
    expect(
      preprocessSource('a\r\n```mdx-code-block\r\n<Tabs />\r\n```\r\nb', {
        format: 'mdx',
        admonitionKeywords: [],
      }),
    ).toBe('a\n<Tabs />\nb');
  });
});
