/**
 * Scores a query against the index the way MiniSearch's own `search` does: BM25 per field,
 * completions and typo matches weighted by how far they are from the typed term, the same sums
 * in the same order, so the same scores and the same order of ties. It reads the index through
 * `IndexView` rather than asking MiniSearch, for speed: a posting costs no lookups of ids,
 * stored fields or lengths in maps, and each of the reader's words keeps its own matches, so the
 * engine combines them twice (every word, then any) and reuses them on the next keystroke.
 * Matches are never changed once made: combining builds new ones. Pure.
 */

/** BM25 parameters: MiniSearch's defaults, which the ranking was tuned with. */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** One term searched, as a MiniSearch query spec: exactly, completed, and with typos forgiven. */
export interface TermQuery {
  term: string;
  /** Index terms that start with `term` match too. */
  prefix: boolean;
  /** Largest number of typos forgiven (0: none). */
  fuzzy: number;
  /** Weight of a completion and of a typo match, before their length discount. */
  prefixWeight: number;
  fuzzyWeight: number;
  /** Scales every match of the term (synonyms count less). */
  boost: number;
  /** Fields searched; every field of the index when absent. */
  fields?: readonly string[];
}

export interface QueryTree {
  combineWith: 'AND' | 'OR';
  queries: QueryNode[];
}

export type QueryNode = TermQuery | QueryTree;

/** What a record matched: like MiniSearch's raw results (before the quality factor). */
export interface Match {
  score: number;
  /** The query terms that matched (the typed ones, not their completions). */
  queryTerms: readonly string[];
  /** The index terms that matched. */
  terms: readonly string[];
  /**
   * Those of `terms` that matched in a heading. When two parts of a query match the same index
   * term, the fields of the later part count, as in MiniSearch.
   */
  inTitle: readonly string[];
}

/** Matches by the index's internal document number. */
export type Matches = ReadonlyMap<number, Match>;

/** Field number → (document number → how often the term occurs in that field). */
export type TermData = Map<number, Map<number, number>>;

/** What scoring reads of a MiniSearch index (see FieldIndex.view). */
export interface IndexView {
  documentCount: number;
  fields: readonly string[];
  fieldIds: Readonly<Record<string, number>>;
  averageLength: readonly number[];
  /** Length of each field, `fields.length` numbers a document, by document number. */
  lengths: Float64Array;
  /** The id each document was added with, by document number. */
  ids: readonly number[];
  get(term: string): TermData | undefined;
  /** Index terms starting with `term` (`term` itself too, when indexed). */
  prefixed(term: string): Iterable<[string, TermData]>;
  /** Index terms within `distance` edits of `term`, with their distance. */
  similar(term: string, distance: number): Map<string, [TermData, number]>;
}

export interface ScoreOptions {
  /** Weight of a match in each field (1 when absent). */
  fieldBoost: Readonly<Record<string, number>>;
  /** Weight of each record, by id. */
  documentBoost: (id: number) => number;
}

function isTerm(node: QueryNode): node is TermQuery {
  return 'term' in node;
}

/** A match while one term's postings are added: only that term's own, so free to change. */
interface Growing {
  score: number;
  queryTerms: readonly string[];
  terms: string[];
  inTitle: string[];
}

/** Adds the postings of the index term `derived`, matched for `query` with `weight`. */
function addPostings(
  results: Map<number, Growing>,
  view: IndexView,
  query: TermQuery,
  derived: string,
  weight: number,
  data: TermData,
  options: ScoreOptions,
): void {
  const width = view.fields.length;
  // Every match of one term has the same query term.
  const typed = [query.term];
  for (const field of query.fields ?? view.fields) {
    const fieldId = view.fieldIds[field]!;
    const postings = data.get(fieldId);
    if (!postings) {
      continue;
    }
    const fieldBoost = options.fieldBoost[field] || 1;
    const average = view.averageLength[fieldId]!;
    const matching = postings.size;
    const idf = Math.log(1 + (view.documentCount - matching + 0.5) / (matching + 0.5));
    const title = field === 'title';
    for (const [doc, frequency] of postings) {
      const documentBoost = options.documentBoost(view.ids[doc]!);
      if (!documentBoost) {
        continue;
      }
      const length = view.lengths[doc * width + fieldId]!;
      const bm25 =
        idf * (D + (frequency * (K + 1)) / (frequency + K * (1 - B + (B * length) / average)));
      const score = weight * query.boost * fieldBoost * documentBoost * bm25;
      const found = results.get(doc);
      if (!found) {
        results.set(doc, {
          score,
          queryTerms: typed,
          terms: [derived],
          inTitle: title ? [derived] : [],
        });
        continue;
      }
      found.score += score;
      // The fields of one index term are added one after the other: a term seen before for
      // this record is its last one.
      if (found.terms[found.terms.length - 1] !== derived) {
        found.terms.push(derived);
      }
      if (title && found.inTitle[found.inTitle.length - 1] !== derived) {
        found.inTitle.push(derived);
      }
    }
  }
}

/** The matches of one term: as typed, then its completions, then its typo matches. */
function termMatches(view: IndexView, query: TermQuery, options: ScoreOptions): Matches {
  const results = new Map<number, Growing>();
  const {term} = query;
  const exact = view.get(term);
  if (exact) {
    addPostings(results, view, query, term, 1, exact, options);
  }
  if (query.prefix) {
    for (const [derived, data] of view.prefixed(term)) {
      const distance = derived.length - term.length;
      if (distance > 0) {
        const weight = (query.prefixWeight * derived.length) / (derived.length + 0.3 * distance);
        addPostings(results, view, query, derived, weight, data, options);
      }
    }
  }
  if (query.fuzzy > 0) {
    for (const [derived, [data, distance]] of view.similar(term, query.fuzzy)) {
      // A completion counts once, as a completion.
      if (distance > 0 && !(query.prefix && derived.startsWith(term))) {
        const weight = (query.fuzzyWeight * derived.length) / (derived.length + distance);
        addPostings(results, view, query, derived, weight, data, options);
      }
    }
  }
  return results;
}

function added(to: readonly string[], more: readonly string[]): readonly string[] {
  const extra = more.filter((term) => !to.includes(term));
  return extra.length === 0 ? to : [...to, ...extra];
}

function merged(a: Match, b: Match): Match {
  return {
    score: a.score + b.score,
    queryTerms: added(a.queryTerms, b.queryTerms),
    terms: added(a.terms, b.terms),
    inTitle: added(
      a.inTitle.filter((term) => !b.terms.includes(term)),
      b.inTitle,
    ),
  };
}

/** Records matching `a` or `b`: those of `a` first, then the others of `b`. */
export function anyOf(a: Matches, b: Matches): Matches {
  const combined = new Map(a);
  for (const [doc, match] of b) {
    const found = combined.get(doc);
    combined.set(doc, found ? merged(found, match) : match);
  }
  return combined;
}

/** Records matching both `a` and `b`, in the order of `b`. */
export function allOf(a: Matches, b: Matches): Matches {
  const combined = new Map<number, Match>();
  for (const [doc, match] of b) {
    const found = a.get(doc);
    if (found) {
      combined.set(doc, merged(found, match));
    }
  }
  return combined;
}

/** Combines `parts` left to right, as MiniSearch does; nothing matches no part. */
export function combine(parts: readonly Matches[], combineWith: 'AND' | 'OR'): Matches {
  const [first, ...rest] = parts;
  return rest.reduce(combineWith === 'AND' ? allOf : anyOf, first ?? new Map());
}

export function scoreQuery(view: IndexView, query: QueryNode, options: ScoreOptions): Matches {
  if (isTerm(query)) {
    return termMatches(view, query, options);
  }
  const parts = query.queries.map((part) => scoreQuery(view, part, options));
  return combine(parts, query.combineWith);
}

export interface ScoredRecord {
  /** The id the record was added with. */
  id: number;
  /** The score, times the number of query terms matched, as MiniSearch ranks it. */
  score: number;
  queryTerms: readonly string[];
  /** Index terms matched. */
  terms: readonly string[];
  /** Whether an index term matched in a heading (`Match.inTitle`). */
  inTitle: boolean;
}

/**
 * The records of `matches` that `keep` accepts, in the order matched (MiniSearch then sorts them
 * by score, stably).
 */
export function scoredRecords(
  view: IndexView,
  matches: Matches,
  keep: (id: number) => boolean,
): ScoredRecord[] {
  const results: ScoredRecord[] = [];
  for (const [doc, {score, queryTerms, terms, inTitle}] of matches) {
    const id = view.ids[doc]!;
    if (keep(id)) {
      const quality = queryTerms.length || 1;
      results.push({id, score: score * quality, queryTerms, terms, inTitle: inTitle.length > 0});
    }
  }
  return results;
}
