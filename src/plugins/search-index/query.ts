/**
 * Builds the query (scoring.ts) for a reader's words. Each word matches itself (typos forgiven),
 * as a prefix (fully for the word being typed, at a lower weight for the others: "install" →
 * "installation"), its other English spelling ("colour" for "color"), its stems completed
 * ("creating" → "creat" → "create"), the word it is with two letters swapped back ("sidebra")
 * and the reviewed synonyms of synonyms.ts. Very short words would expand to thousands of words:
 * one letter is matched as typed, two letters complete headings only. The query keeps, for every term it searches, which of the reader's words it
 * stands for, so that a hit can be scored by how many of them it covers.
 */
import type {QueryTree, TermQuery} from './scoring';
import {synonymsOf} from './synonyms';
import {spellings, stems} from './tokenize';

export interface WordsQuery {
  /** One query a word of the reader's, in their order. */
  words: QueryTree[];
  /** For each term searched, the positions of the reader's words it stands for. */
  wordsOf: Map<string, number[]>;
}

/** Weight of a synonym's match against the word the reader typed. */
const SYNONYM_WEIGHT = 0.5;

/** Weights of a completion and of a typo match where a query does not set them. */
const DEFAULT_WEIGHTS = {prefixWeight: 0.375, fuzzyWeight: 0.45};

/** Typos forgiven in a term as typed: one in five letters, from four letters, six at most. */
export function typosForgiven(term: string): number {
  return term.length > 3 ? Math.min(6, Math.round(term.length * 0.2)) : 0;
}

/** Each of `terms` as a query with `options`; matched exactly unless they say otherwise. */
function anyTerm(terms: readonly string[], options: Partial<TermQuery>): QueryTree {
  return {
    combineWith: 'OR',
    queries: terms.map((term) => ({
      prefix: false,
      fuzzy: 0,
      boost: 1,
      ...DEFAULT_WEIGHTS,
      ...options,
      term,
    })),
  };
}

/**
 * Weight of a typo match for a word the docs have as typed: the reader most likely meant it, so
 * "test" should not rank a "text" heading above the pages about testing.
 */
const KNOWN_WORD_FUZZY_WEIGHT = 0.3;

/**
 * The words of the docs that `term` becomes with two neighbouring letters swapped ("sidebra" →
 * "sidebar"): one slip of the fingers, but two edits for the typo matching, which forgives only
 * one below eight letters. Only for a word the docs do not have as typed ("form" stays "form").
 */
export function transpositions(term: string, known: (word: string) => boolean): string[] {
  if (term.length < 4 || known(term)) {
    return [];
  }
  const found = new Set<string>();
  for (let i = 0; i < term.length - 1; i += 1) {
    const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
    if (swapped !== term && known(swapped)) {
      found.add(swapped);
    }
  }
  return [...found];
}

function wordQuery(
  term: string,
  last: boolean,
  note: (variant: string) => void,
  known: (word: string) => boolean,
): QueryTree {
  const spelled = [term, ...spellings(term)];
  spelled.forEach(note);
  const variants: QueryTree[] =
    last && term.length === 2
      ? [anyTerm([term], {}), anyTerm([term], {prefix: true, fields: ['title', 'parents']})]
      : [
          {
            combineWith: 'OR',
            queries: spelled.map((variant) => ({
              term: variant,
              prefix: (last && term.length > 2) || term.length > 3,
              fuzzy: typosForgiven(variant),
              prefixWeight: last ? 0.375 : 0.3,
              fuzzyWeight: known(variant) ? KNOWN_WORD_FUZZY_WEIGHT : 0.45,
              boost: 1,
            })),
          },
        ];
  const forms = [...new Set(spelled.flatMap(stems))];
  forms.forEach(note);
  if (forms.length > 0) {
    variants.push(anyTerm(forms, {prefix: true, prefixWeight: 0.3, fuzzyWeight: 0}));
  }
  const swapped = transpositions(term, known);
  swapped.forEach(note);
  if (swapped.length > 0) {
    variants.push(anyTerm(swapped, {boost: DEFAULT_WEIGHTS.fuzzyWeight, prefix: last}));
  }
  const synonyms = synonymsOf(term).filter((synonym) => !spelled.includes(synonym));
  synonyms.forEach(note);
  if (synonyms.length > 0) {
    variants.push(anyTerm(synonyms, {boost: SYNONYM_WEIGHT}));
  }
  return {combineWith: 'OR', queries: variants};
}

/**
 * The query for `terms` (the reader's words, stop words removed). `typing`: the last word is
 * still being typed, so it matches as a prefix. Any word may match: hits are then ranked by how
 * many words they cover (rank.ts). `partsOf` gives the two words the docs write for a word the
 * reader wrote as one (compounds.ts): records with both of them match that word too, at a
 * synonym's weight. A half that is also another of the reader's words ("page" in "doc page as
 * homepage") covers only that word, so a record with "page" alone does not cover "homepage".
 * `known` tells the words the docs have as typed: their typo matches count for less.
 */
export function wordsQuery(
  terms: readonly string[],
  typing: boolean,
  partsOf: (term: string) => readonly [string, string] | null = () => null,
  known: (word: string) => boolean = () => false,
): WordsQuery {
  const wordsOf = new Map<string, number[]>();
  const note = (i: number) => (variant: string) => {
    const positions = wordsOf.get(variant) ?? [];
    if (!positions.includes(i)) {
      wordsOf.set(variant, [...positions, i]);
    }
  };
  const words = terms.map((term, i) =>
    wordQuery(term, typing && i === terms.length - 1, note(i), known),
  );
  const taken = new Set(wordsOf.keys());
  terms.forEach((term, i) => {
    const parts = partsOf(term);
    if (!parts) {
      return;
    }
    parts.filter((part) => !taken.has(part)).forEach(note(i));
    words[i]!.queries.push({
      combineWith: 'AND',
      queries: parts.map((part) => anyTerm([part], {boost: SYNONYM_WEIGHT})),
    });
  });
  return {words, wordsOf};
}
