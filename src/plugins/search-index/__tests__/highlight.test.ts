import {describe, expect, it} from 'vitest';
import {
  ELLIPSIS,
  escapeHtml,
  highlight,
  segmentsToHtml,
  snippet,
  termMatcher,
  type Segment,
} from '../highlight';
import {queryTerms} from '../tokenize';

/** Marks what a query's own terms would match (the engine adds prefix and typo matches). */
const marked = (text: string, query: string) => highlight(text, termMatcher(queryTerms(query)));
const matches = (segments: Segment[]) => segments.filter((s) => s.match).map((s) => s.text);

const unescape = (html: string) =>
  html
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** HTML that contains no element but <mark>, and no character that could open one. */
function expectInert(html: string) {
  const withoutMarks = html.replace(/<\/?mark>/g, '');
  expect(withoutMarks).not.toMatch(/[<>"']/);
}

// Text and queries a hostile page or reader could produce.
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  "' onmouseover='alert(1)",
  '&lt;b&gt; already escaped &amp;amp;',
  '.*+?^${}()|[]\\ regex (meta) [chars]',
  '<mark>fake</mark> mark',
  `${'a'.repeat(64)} ${'long '.repeat(40)}`,
  'emoji 🚀 rocket 👩‍👩‍👧 family 🇫🇷 flag',
  'العربية نص من اليمين <b>مع</b> وسم',
  'עברית <i>טקסט</i> מימין לשמאל',
  '\u202Eevil\u202C bidi override',
  'null\u0000byte and \uFFFF and \u200B zero width',
];

describe('highlight', () => {
  it('marks whole words that the query matched, in any case', () => {
    expect(matches(marked('The Sidebar shows sidebar items.', 'sidebar'))).toEqual([
      'Sidebar',
      'sidebar',
    ]);
  });

  it('marks the camelCase part that matched inside an identifier', () => {
    const segments = highlight('Set onBrokenLinks to throw', termMatcher(['broken']));
    expect(matches(segments)).toEqual(['Broken']);
    expect(segments.map((s) => s.text).join('')).toBe('Set onBrokenLinks to throw');
  });

  it('marks Chinese text pair by pair, merged into one mark', () => {
    expect(matches(marked('使用文档搜索功能', '文档搜索'))).toEqual(['文档搜索']);
  });

  it('marks right-to-left words and keeps the text in logical order', () => {
    const text = 'دليل التوثيق الكامل';
    const segments = marked(text, 'التوثيق');
    expect(matches(segments)).toEqual(['التوثيق']);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('is lossless and inert for hostile text and hostile queries', () => {
    for (const text of HOSTILE) {
      for (const query of HOSTILE) {
        const segments = marked(text, query);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        const html = segmentsToHtml(segments);
        expectInert(html);
        expect(unescape(html)).toBe(text);
      }
    }
  });

  it('never builds a regular expression from the query', () => {
    // Regex metacharacters are separators, so they match nothing rather than everything.
    expect(matches(marked('anything at all', '.*'))).toEqual([]);
    expect(matches(marked('(a) [b]', '(a)'))).toEqual(['a']);
  });
});

describe('snippet', () => {
  const text = `${'lead '.repeat(30)}the sidebar is here ${'tail '.repeat(30)}`.trim();

  it('cuts the text around the first match, with ellipses', () => {
    const segments = snippet(text, termMatcher(['sidebar']), 8);
    const joined = segments.map((s) => s.text).join('');
    expect(joined.startsWith(ELLIPSIS)).toBe(true);
    expect(joined.endsWith(ELLIPSIS)).toBe(true);
    expect(joined).toContain('sidebar');
    expect(joined.split(/\s+/).length).toBeLessThanOrEqual(10);
  });

  it('starts at the beginning when nothing matched', () => {
    const joined = snippet(text, termMatcher(['zzz']), 5)
      .map((s) => s.text)
      .join('');
    expect(joined.startsWith('lead')).toBe(true);
  });

  it('keeps emoji whole and returns well-formed strings', () => {
    const emoji = `${'🚀 word '.repeat(20)}target ${'👩‍👩‍👧 more '.repeat(20)}`;
    for (const segment of snippet(emoji, termMatcher(['target']), 6)) {
      expect(segment.text).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
  });

  it('stays inert for hostile text', () => {
    for (const hostile of HOSTILE) {
      expectInert(segmentsToHtml(snippet(`${hostile} `.repeat(5), termMatcher(['alert']), 10)));
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
