/**
 * The search engine: MiniSearch over DocSearch records, with our tokenizer. Headings weigh more
 * than text, the last word of a query matches as a prefix (the reader is still typing it),
 * longer words forgive a typo or two, and results are filtered by language and docs tags the
 * way DocSearch facet filters are. Pure: no DOM, no fetch; the browser and Node share it.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {HEADINGS_OPTIONS, MINISEARCH_OPTIONS, type Field, type IndexedRecord} from './miniIndex';
import {isStopWord, queryTerms, spellings, stems} from './tokenize';
import type {SearchRecord} from './types';

/** Field weights: a heading match counts several times a match in the text. */
export const FIELD_BOOST: Record<Field, number> = {title: 5, parents: 1.5, content: 1};

/** Records indexed between two renders when indexing in the background. */
const ASYNC_CHUNK = 250;

// Boost by kind of page (pageRank): changelog entries, blog posts, pages, docs.
const PAGE_BOOST = [0.6, 1, 1.5, 2];
// Boost by heading level (weight.level): page titles first, then sections, then extra text.
const LEVEL_BOOST: Record<number, number> = {100: 1.5, 90: 1.15, 80: 1.1};

/** Like DocSearch facet filters: a record must have one of the languages and one of the tags. */
export interface SearchFilters {
  languages?: string[];
  tags?: string[];
}

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** Index terms the query matched, for highlighting. */
  terms: string[];
  /** Whether a heading (not only the text) matched. */
  inTitle: boolean;
}

export interface EngineResult {
  hits: EngineHit[];
  /** Terms actually searched for (stop words removed). */
  terms: string[];
}

/** The terms a query is searched with: stop words go unless nothing else is left. */
export function searchTerms(query: string): string[] {
  const terms = queryTerms(query);
  const meaningful = terms.filter((t) => !isStopWord(t));
  return meaningful.length > 0 ? meaningful : terms;
}

export class SearchEngine {
  private readonly records: SearchRecord[] = [];
  private readonly full = new MiniSearch(MINISEARCH_OPTIONS);
  private readonly headings = new MiniSearch(HEADINGS_OPTIONS);
  /** Batches whose page text is still being added to the full index. */
  private indexing = 0;

  get size(): number {
    return this.records.length;
  }

  /** Whether the text of every record is searchable, not only its headings. */
  get complete(): boolean {
    return this.indexing === 0;
  }

  add(records: readonly SearchRecord[]): void {
    const documents = this.documents(records);
    this.headings.addAll(documents);
    this.full.addAll(documents);
  }

  /**
   * Makes the headings of `records` searchable at once, and their text a slice at a time,
   * letting the browser render between slices. Indexing the text of a whole docs version
   * takes several hundred milliseconds; meanwhile searches answer from the headings. Resolves
   * when the text is searchable too.
   */
  addProgressively(records: readonly SearchRecord[]): Promise<void> {
    const documents = this.documents(records);
    this.headings.addAll(documents);
    this.indexing += 1;
    return this.full.addAllAsync(documents, {chunkSize: ASYNC_CHUNK}).finally(() => {
      this.indexing -= 1;
    });
  }

  private documents(records: readonly SearchRecord[]): IndexedRecord[] {
    const start = this.records.length;
    this.records.push(...records);
    return records.map((record, i) => ({id: start + i, record}));
  }

  search(query: string, filters: SearchFilters = {}): EngineResult {
    const terms = searchTerms(query);
    if (terms.length === 0) {
      return {hits: [], terms};
    }
    // A trailing space means the reader finished the last word: no prefix matching then.
    const typing = !/\s$/.test(query);
    const languages = filters.languages ? new Set(filters.languages) : null;
    const tags = filters.tags ? new Set(filters.tags) : null;
    // Each word matches itself (typos forgiven) and as a prefix: fully for the word being
    // typed, at a lower weight for the others ("install" → "installation"). Very short words
    // would expand to thousands of words: one letter is matched as typed, two letters complete
    // headings only. Other forms of a word are found through its stem, completed:
    // "creating" → "creat" → "create", "created"; its other English spelling counts as the
    // word itself ("colour" for "color").
    const wordQuery = (term: string, i: number): Query => {
      const last = typing && i === terms.length - 1;
      const spelled = [term, ...spellings(term)];
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
      if (forms.length > 0) {
        variants.push({
          combineWith: 'OR',
          queries: forms,
          prefix: true,
          fuzzy: false,
          weights: {fuzzy: 0, prefix: 0.3},
        });
      }
      return {combineWith: 'OR', queries: variants};
    };
    const run = (combineWith: 'AND' | 'OR') =>
      (this.complete ? this.full : this.headings).search(
        {combineWith, queries: terms.map(wordQuery)},
        {
          boost: FIELD_BOOST,
          fuzzy: (term) => (term.length > 3 ? 0.2 : false),
          tokenize: (text) => [text],
          processTerm: (term) => term,
          filter: (result) => {
            const record = this.records[Number(result.id)]!;
            return (
              (!languages || languages.has(record.language)) &&
              (!tags || tags.has(record.docusaurus_tag))
            );
          },
          boostDocument: (id) => this.documentBoost(Number(id)),
        },
      );
    // Every word must match; a question phrased in other words falls back to any word.
    let results = run('AND');
    if (results.length === 0 && terms.length > 1) {
      results = run('OR');
    }
    return {hits: this.dedupe(results), terms};
  }

  /** Page titles first, docs before posts, posts before changelog entries. */
  private documentBoost(id: number): number {
    const {weight} = this.records[id]!;
    return (PAGE_BOOST[weight.pageRank] ?? 1) * (LEVEL_BOOST[weight.level] ?? 1);
  }

  /** The records of one section share its URL: keep the best-scoring one. */
  private dedupe(results: SearchResult[]): EngineHit[] {
    const byUrl = new Map<string, EngineHit>();
    for (const result of results) {
      const record = this.records[Number(result.id)]!;
      if (byUrl.has(record.url)) {
        continue;
      }
      const inTitle = Object.values(result.match).some((fields) => fields.includes('title'));
      byUrl.set(record.url, {record, score: result.score, terms: result.terms, inTitle});
    }
    return [...byUrl.values()];
  }
}
