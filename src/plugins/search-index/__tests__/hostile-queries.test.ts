/**
 * Hostile queries (markup, script URLs, regex metacharacters, template and prototype tricks,
 * control and bidi characters, emoji, right-to-left text, very long input), several hundred of
 * them, through everything a query touches before the reader sees it: the query terms, the
 * engine, and the highlighted headings and snippets the modal receives as HTML strings. None
 * may throw, hang, build markup or reach Object.prototype. tests/e2e/search-hostile-input.spec.ts types a few
 * of them in the real modal to prove the wiring.
 */
import {describe, expect, it} from 'vitest';
import {SearchEngine, searchTerms} from '../engine';
import {escapeHtml, segmentsToHtml} from '../highlight';
import {presentHit} from '../present';
import {queryTerms} from '../tokenize';
import {docPage, heading, recordsOf, sampleRecords} from './fixtures';

const CANARY = {languages: ['en'], tags: ['default', 'docs-default-current']};

const HOSTILE_SEEDS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  "'><iframe src=javascript:window.__pwned=1>",
  '</mark><b>bold</b><mark>',
  '&lt;img&gt; &amp; &#60;',
  '.*+?^${}()|[]\\',
  '(?<=a)(?!b)\\1',
  '(a+)+$',
  'sidebar<',
  '🚀🔥👩‍👩‍👧 docs',
  'مرحبا بالعالم docs',
  'שלום עולם sidebar',
  '\u202Eevil\u202C',
  '\u0000\u0007\u001b[31m sidebar',
  '\uFFFD\uD800 lone surrogate',
  'x'.repeat(120),
  '%00%22%3Cscript%3E',
  '%E0%A4%A',
  'javascript:alert(1)',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '${window.__pwned=1}',
  '__proto__ constructor prototype',
  'hasOwnProperty toString valueOf',
  '\\u003cscript\\u003e',
  '   ',
  '',
];

/** The seeds alone, then each after a word that finds results, then cut as the box cuts them. */
function hostileQueries(): string[] {
  const words = ['sidebar', 'docs', 'deploy', 'collaps'];
  const queries = [...HOSTILE_SEEDS];
  for (const word of words) {
    for (const seed of HOSTILE_SEEDS) {
      queries.push(`${word} ${seed}`, `${seed}${word}`, `${word} ${seed}`.slice(0, 64));
    }
  }
  return queries;
}

/** The HTML strings the modal renders for every hit: only <mark> may be markup in them. */
function renderedHtml(engine: SearchEngine, query: string): string[] {
  return engine.search(query, CANARY).hits.flatMap((hit) => {
    const shown = presentHit(hit, {snippetWords: 12, rewriteUrl: (url) => url});
    const hierarchy = Object.values(shown.highlighted.hierarchy).filter((s) => s !== null);
    return [...hierarchy, shown.highlighted.content, shown.contentSnippet]
      .filter((segments) => segments !== null)
      .map(segmentsToHtml);
  });
}

function engineWithMarkupInText(): SearchEngine {
  const engine = new SearchEngine();
  engine.add(sampleRecords());
  // Indexed text that itself reads like markup: it must come back escaped, never as elements.
  engine.add(
    recordsOf(
      docPage(
        'Sidebar escapes',
        `${heading(2, 'Sidebar &lt;script&gt; tags', 'tags')}<p>A sidebar label like &lt;img src=x onerror=alert(1)&gt; stays text, as does &amp;lt;b&amp;gt;.</p>`,
      ),
      '/docs/sidebar-escapes',
    ),
  );
  return engine;
}

// Several hundred searches with highlighting: seconds on a busy 2-core machine.
describe('hostile queries', {timeout: 60_000}, () => {
  const queries = hostileQueries();
  const engine = engineWithMarkupInText();
  // Warm the engine up, so the first timed query does not pay for compilation.
  engine.search('sidebar', CANARY);

  it('are several hundred', () => {
    expect(queries.length).toBeGreaterThanOrEqual(300);
  });

  it('give plain word terms: no markup, quote or control character survives', () => {
    for (const query of queries) {
      for (const term of [...queryTerms(query), ...searchTerms(query)]) {
        expect(term, JSON.stringify(query)).not.toMatch(/[<>"'`\\\p{Cc}\u202a-\u202e]/u);
      }
    }
  });

  it('never throw and answer quickly, however they are built', () => {
    for (const query of queries) {
      const start = performance.now();
      expect(() => engine.search(query, CANARY), JSON.stringify(query)).not.toThrow();
      // Catastrophic backtracking or an unbounded fuzzy expansion would take seconds.
      expect(performance.now() - start, JSON.stringify(query)).toBeLessThan(1_000);
    }
  });

  it('come back as text: the only elements in what the modal renders are <mark>', () => {
    let rendered = 0;
    for (const query of queries) {
      for (const html of renderedHtml(engine, query)) {
        rendered += 1;
        const withoutMarks = html.replaceAll('<mark>', '').replaceAll('</mark>', '');
        expect(withoutMarks, JSON.stringify(query)).not.toMatch(/[<>]/);
      }
    }
    // The words before the seeds find results, so the escaping is really exercised.
    expect(rendered).toBeGreaterThan(100);
  });

  it('find the page whose text reads like markup, and show that text escaped', () => {
    const html = renderedHtml(engine, 'sidebar label onerror').join('\n');
    expect(html).toContain(escapeHtml('<img src=x '));
    expect(html).not.toContain('<img');
  });

  it('leave Object.prototype as it was', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    for (const query of queries) {
      renderedHtml(engine, query);
    }
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).__pwned).toBeUndefined();
  });
});
