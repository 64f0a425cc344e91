/**
 * Every non-API docs page must be a real page: enough prose to teach something, and no
 * drafting leftovers. Scope a run to some pages with Vitest's name filter, e.g.
 * `npx vitest run tests/unit/docs-content.test.ts -t advanced/`.
 */
import {describe, expect, it} from 'vitest';
import {INDEX_PAGES, listContentDocs, readDoc} from './docFiles';
import {countWords, extractProse, findDraftMarkers} from './prose';

const MIN_WORDS = 300;
const MIN_WORDS_INDEX_PAGE = 120;

const pages = listContentDocs();

describe('docs content', () => {
  it('finds the docs pages', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  describe.each(pages)('docs/%s', (file) => {
    const source = readDoc(file);

    it('has enough prose', () => {
      const words = countWords(extractProse(source));
      const min = INDEX_PAGES.has(file) ? MIN_WORDS_INDEX_PAGE : MIN_WORDS;
      expect(
        words,
        `docs/${file} has ${words} words of prose; it needs at least ${min}`,
      ).toBeGreaterThanOrEqual(min);
    });

    it('has no drafting markers', () => {
      const markers = findDraftMarkers(source);
      expect(markers, `docs/${file} still contains: ${markers.join(', ')}`).toEqual([]);
    });
  });
});
