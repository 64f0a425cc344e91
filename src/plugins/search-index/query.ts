/**
 * Builds the MiniSearch query for a reader's words. Each word matches itself (typos forgiven),
 * as a prefix (fully for the word being typed, at a lower weight for the others: "install" →
 * "installation"), its other English spelling ("colour" for "color"), its stems completed
 * ("creating" → "creat" → "create") and the reviewed synonyms of synonyms.ts. Very short words
 * would expand to thousands of words: one letter is matched as typed, two letters complete
 * headings only. The query keeps, for every term it searches, which of the reader's words it
 * stands for, so that a hit can be scored by how many of them it covers.
 */
import type {Query, QueryCombination} from 'minisearch';
import {synonymsOf} from './synonyms';
import {spellings, stems} from './tokenize';

export interface WordsQuery {
  query: QueryCombination;
  /** For each term searched, the positions of the reader's words it stands for. */
  wordsOf: Map<string, number[]>;
}

/** Weight of a synonym's match against the word the reader typed. */
const SYNONYM_WEIGHT = 0.5;

function wordQuery(term: string, last: boolean, note: (variant: string) => void): Query {
  const spelled = [term, ...spellings(term)];
  spelled.forEach(note);
  const variants: Query[] =
    last && term.length === 2
      ? [term, {combineWith: 'OR', queries: [term], prefix: true, fields: ['title', 'parents']}]
      : [
          {
            combineWith: 'OR',
            queries: spelled,
            prefix: (last && term.length > 2) || term.length > 3,
            weights: {fuzzy: 0.45, prefix: last ? 0.375 : 0.3},
          },
        ];
  const forms = [...new Set(spelled.flatMap(stems))];
  forms.forEach(note);
  if (forms.length > 0) {
    variants.push({
      combineWith: 'OR',
      queries: forms,
      prefix: true,
      fuzzy: false,
      weights: {fuzzy: 0, prefix: 0.3},
    });
  }
  const synonyms = synonymsOf(term).filter((synonym) => !spelled.includes(synonym));
  synonyms.forEach(note);
  if (synonyms.length > 0) {
    variants.push({
      combineWith: 'OR',
      queries: synonyms,
      fuzzy: false,
      prefix: false,
      boostTerm: () => SYNONYM_WEIGHT,
    });
  }
  return {combineWith: 'OR', queries: variants};
}

/**
 * The query for `terms` (the reader's words, stop words removed). `typing`: the last word is
 * still being typed, so it matches as a prefix. Any word may match: hits are then ranked by how
 * many words they cover (rank.ts).
 */
export function wordsQuery(terms: readonly string[], typing: boolean): WordsQuery {
  const wordsOf = new Map<string, number[]>();
  const queries = terms.map((term, i) =>
    wordQuery(term, typing && i === terms.length - 1, (variant) => {
      const words = wordsOf.get(variant) ?? [];
      if (!words.includes(i)) {
        wordsOf.set(variant, [...words, i]);
      }
    }),
  );
  return {query: {combineWith: 'OR', queries}, wordsOf};
}
