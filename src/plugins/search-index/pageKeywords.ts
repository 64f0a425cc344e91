/**
 * Front matter keywords as a page prior. A page's keywords say, often in readers' words, what
 * the page answers ("script tag", "image sizes", "node version"); the keywords field already
 * makes them match like a heading of the page's title record, but a reader's question is often
 * answered by a section further down. So when a query names one of a page's keywords (its words
 * in a row, in any inflection), every section of that page counts more. engine.ts applies it
 * before the hits are ranked by page. Pure apart from the table it builds.
 */
import {isStopWord, queryTerms, stems} from './tokenize';
import type {SearchRecord} from './types';

/**
 * How much more a section counts when the query names a keyword of its page (1.5 to 2 scored
 * alike on the tune split of the real questions; 2 lowered the judged queries' top 1).
 */
export const NAMED_PAGE_BOOST = 1.75;

/**
 * A keyword counts only if one of the words it matched weighs this much (rank.ts `wordWeight`:
 * about 2 for a word in one record in eight): "docs", "plugin" or "content" are keywords of
 * some pages but words of half the site.
 */
export const DISTINCT_WORD_WEIGHT = 2;

interface Keyword {
  page: string;
  /** Each word of the keyword (stop words left out) with its stems. */
  words: string[][];
}

/** A word and its stems, as the keywords and the query are compared. */
function forms(word: string): string[] {
  return [word, ...stems(word)];
}

export class PageKeywords {
  /** Keywords by each form of their first word. */
  private readonly byFirstWord = new Map<string, Keyword[]>();

  add(record: SearchRecord): void {
    for (const keyword of record.keywords ?? []) {
      const words = queryTerms(keyword)
        .filter((word) => !isStopWord(word))
        .map(forms);
      if (words.length === 0) {
        continue;
      }
      const entry = {page: record.url_without_anchor, words};
      for (const form of words[0]!) {
        this.byFirstWord.set(form, [...(this.byFirstWord.get(form) ?? []), entry]);
      }
    }
  }

  /**
   * The pages (paths) with a keyword that `terms` (the query's words, in order) name, with one
   * of the matched terms weighing at least DISTINCT_WORD_WEIGHT by `weights`.
   */
  named(terms: readonly string[], weights: readonly number[]): Set<string> {
    const pages = new Set<string>();
    const termForms = terms.map((term) => new Set(forms(term)));
    const matches = (word: readonly string[], at: number) =>
      word.some((form) => termForms[at]?.has(form));
    terms.forEach((term, start) => {
      const candidates = new Set(forms(term).flatMap((form) => this.byFirstWord.get(form) ?? []));
      for (const {page, words} of candidates) {
        const named = words.every((word, i) => matches(word, start + i));
        const distinct = words.some((_, i) => (weights[start + i] ?? 0) >= DISTINCT_WORD_WEIGHT);
        if (named && distinct) {
          pages.add(page);
        }
      }
    });
    return pages;
  }
}

/** Hits (best first) with those on `pages` counting NAMED_PAGE_BOOST times more, re-sorted. */
export function preferNamedPages<H extends {score: number; record: {url_without_anchor: string}}>(
  hits: H[],
  pages: ReadonlySet<string>,
): H[] {
  if (pages.size === 0) {
    return hits;
  }
  return hits
    .map((hit) =>
      pages.has(hit.record.url_without_anchor)
        ? {...hit, score: hit.score * NAMED_PAGE_BOOST}
        : hit,
    )
    .sort((a, b) => b.score - a.score);
}
