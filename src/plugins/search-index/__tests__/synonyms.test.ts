import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../engine';
import {SYNONYMS, synonymsOf} from '../synonyms';
import {queryTerms} from '../tokenize';
import {docPage, heading, recordsOf} from './fixtures';

describe('SYNONYMS', () => {
  it.each(Object.entries(SYNONYMS))(
    '"%s" is one query term with docs words and a reason',
    (key, entry) => {
      expect(
        queryTerms(key),
        'the key must be one lower-case term, as the tokenizer gives it',
      ).toEqual([key]);
      expect(entry.words.length).toBeGreaterThan(0);
      for (const word of entry.words) {
        expect(queryTerms(word), `"${word}" must be one term`).toEqual([word]);
        expect(word).not.toBe(key);
      }
      expect(entry.why.length, 'say where the docs use these words').toBeGreaterThan(20);
    },
  );

  it('leaves words without an entry alone', () => {
    expect(synonymsOf('sidebar')).toEqual([]);
    expect(synonymsOf('constructor')).toEqual([]);
  });
});

describe('synonyms in the engine', () => {
  it("finds the docs' word for the reader's, below the reader's own word", () => {
    const engine = new SearchEngine();
    engine.add([
      ...recordsOf(
        docPage(
          'MDX and React',
          `${heading(2, 'Importing Markdown partials', 'partials')}<p>A file starting with an underscore.</p>`,
        ),
        '/docs/mdx',
      ),
      ...recordsOf(docPage('Plugins', '<p>Include a plugin in the config.</p>'), '/docs/plugins'),
    ]);
    const {hits} = engine.search('include markdown file', {});
    expect(hits[0]!.record.url).toBe('/docs/mdx#partials');
    // The synonym is what matched the heading, and is highlighted there.
    expect(hits[0]!.terms).toContain('partials');
    expect(hits.map((h) => h.record.url)).toContain('/docs/plugins');
  });
});
