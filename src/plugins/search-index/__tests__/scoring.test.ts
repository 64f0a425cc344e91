import type {Query} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {FIELD_BOOST, searchTerms} from '../engine';
import {FieldIndex, MINISEARCH_OPTIONS, type IndexedRecord} from '../miniIndex';
import {wordsQuery} from '../query';
import {
  allOf,
  anyOf,
  combine,
  scoredRecords,
  scoreQuery,
  type Match,
  type QueryNode,
} from '../scoring';
import {docPage, heading, recordsOf, sampleRecords} from './fixtures';

/** The same query in MiniSearch's own terms, to check that scoring.ts scores as it does. */
function miniSearchQuery(node: QueryNode): Query {
  if ('term' in node) {
    return {
      combineWith: 'OR',
      queries: [node.term],
      prefix: node.prefix,
      fuzzy: node.fuzzy > 0 ? node.fuzzy : false,
      weights: {prefix: node.prefixWeight, fuzzy: node.fuzzyWeight},
      boostTerm: () => node.boost,
      ...(node.fields ? {fields: [...node.fields]} : {}),
    };
  }
  return {combineWith: node.combineWith, queries: node.queries.map(miniSearchQuery)};
}

function records(): IndexedRecord[] {
  const extra = recordsOf(
    docPage(
      'Styling and layout',
      `<p>Global styles, a layout of columns, a colour scheme.</p>${heading(2, 'Theme colours', 'colours')}<p>Seven shades of the primary colour; colors in the theme.</p>`,
    ),
    '/docs/styling',
  );
  return [...sampleRecords(), ...extra].map((record, id) => ({id, record}));
}

/** Uneven record weights, so that a wrong one shows. */
const documentBoost = (id: number) => 1 + (id % 5) / 4;

const QUERIES = [
  'sidebar',
  'sid',
  'co',
  'sidbar',
  'deploymnet',
  'theme colors',
  'collapse category',
  'onBrokenLinks',
  'how do I deploy to github pages',
  'styling layout columns',
];

describe('scoreQuery', () => {
  const index = new FieldIndex(MINISEARCH_OPTIONS);
  index.addAll(records());
  const view = index.view();

  it.each(QUERIES)('scores %j exactly as MiniSearch does', (text) => {
    const words = wordsQuery(searchTerms(text), true).words;
    for (const combineWith of ['AND', 'OR'] as const) {
      const expected = index.search(
        {combineWith, queries: words.map(miniSearchQuery)},
        {
          boost: FIELD_BOOST,
          boostDocument: (id) => documentBoost(Number(id)),
          // The terms are searched as given.
          tokenize: (term) => [term],
          processTerm: (term) => term,
        },
      );
      const matches = combine(
        words.map((word) => scoreQuery(view, word, {fieldBoost: FIELD_BOOST, documentBoost})),
        combineWith,
      );
      const actual = scoredRecords(view, matches, () => true).sort((a, b) => b.score - a.score);
      if (combineWith === 'OR') {
        expect(actual.length).toBeGreaterThan(0);
      }
      expect(
        actual.map(({id, score, queryTerms, terms, inTitle}) => ({
          id,
          score,
          queryTerms: [...queryTerms],
          terms: [...terms].sort(),
          inTitle,
        })),
      ).toEqual(
        expected.map((result) => ({
          id: result.id as number,
          score: result.score,
          queryTerms: result.queryTerms,
          terms: [...result.terms].sort(),
          inTitle: Object.values(result.match).some((fields) => fields.includes('title')),
        })),
      );
    }
  });
});

function matches(entries: [number, Partial<Match>][]): Map<number, Match> {
  return new Map(
    entries.map(([doc, match]) => [
      doc,
      {score: 1, queryTerms: ['a'], terms: ['a'], inTitle: [], ...match},
    ]),
  );
}

describe('combining matches', () => {
  const a = matches([
    [1, {terms: ['alpha', 'beta'], inTitle: ['alpha']}],
    [2, {score: 2}],
  ]);
  const b = matches([
    [3, {queryTerms: ['b']}],
    [1, {score: 3, queryTerms: ['b'], terms: ['alpha'], inTitle: []}],
  ]);

  it('adds the scores and query terms of a record matched by both', () => {
    const either = anyOf(a, b);
    expect([...either.keys()]).toEqual([1, 2, 3]);
    expect(either.get(1)).toMatchObject({score: 4, queryTerms: ['a', 'b']});
    expect([...allOf(a, b).keys()]).toEqual([1]);
  });

  it("takes an index term's fields from the later match, as MiniSearch does", () => {
    // "alpha" matched in a heading for `a`, only in the text for `b`.
    expect(anyOf(a, b).get(1)).toMatchObject({terms: ['alpha', 'beta'], inTitle: []});
    expect(anyOf(b, a).get(1)).toMatchObject({inTitle: ['alpha']});
  });

  it('leaves the matches it combines as they were', () => {
    anyOf(a, b);
    allOf(a, b);
    expect(a.get(1)).toEqual({
      score: 1,
      queryTerms: ['a'],
      terms: ['alpha', 'beta'],
      inTitle: ['alpha'],
    });
  });
});
