/**
 * The search engine: a MiniSearch index of DocSearch records, with our tokenizer, scored as
 * MiniSearch would (scoring.ts). Headings weigh more than text, the last word of a query matches
 * as a prefix (the reader is still typing it), longer words forgive a typo or two (query.ts),
 * hits are ranked by how much of the reader's question they cover (rare words counting more than
 * common ones) and by kind of page (rank.ts), and results are filtered by language and docs tags
 * the way DocSearch facet filters are. Pure: no DOM, no fetch; the browser and Node share it.
 */
import {
  FieldIndex,
  HEADINGS_OPTIONS,
  MINISEARCH_OPTIONS,
  type Field,
  type IndexedRecord,
} from './miniIndex';
import {compoundParts} from './compounds';
import {rankByPage} from './crowding';
import {identifiers, preferDefinitions} from './definitions';
import {documentBoost, intentIndex, INTENTS, type Intent} from './intents';
import {liftLinkedPages} from './linkLift';
import {preferNamedPages} from './pageKeywords';
import {PHRASE_CANDIDATES, phraseFactor, phrasePairs, phrasesFound, RecordPairs} from './phrases';
import {wordsQuery} from './query';
import {RecordFacts} from './recordFacts';
import {combine, scoredRecords, type ScoredRecord} from './scoring';
import {WordMatches} from './wordMatches';
import {
  coverageFactor,
  coveredWords,
  errorEntryBooster,
  isNewsQuery,
  isUpgradeQuery,
  queryForms,
  withoutToolVersions,
  weightedShare,
  wordWeight,
} from './rank';
import {isStopWord, isTroubleWord, queryTerms, spellings} from './tokenize';
import type {SearchRecord} from './types';

/** Field weights: a heading match counts several times a match in the text. */
export const FIELD_BOOST: Record<Field, number> = {
  title: 5,
  // Front matter keywords name what a page is about, often in readers' words: a keyword counts
  // as much as a heading (5 scored best on the tune split of the real questions among 3 to 8
  // without lowering the judged queries; 6 and more put keyword pages above judged headings).
  keywords: 5,
  parents: 1.5,
  content: 1,
};

/** Sections with every word of a query beyond which those with some of them are not sought. */
const ENOUGH_FULL_MATCHES = 20;

/** Records a word is in, as typed, for its typo matches to count less (query.ts). */
const KNOWN_WORD_RECORDS = 2;

/** Records indexed between two renders when indexing in the background. */
const ASYNC_CHUNK = 250;

/** Like DocSearch facet filters: a record must have one of the languages and one of the tags. */
export interface SearchFilters {
  languages?: string[];
  tags?: string[];
}

/** Records whose headings are searchable and whose text is not yet (`addHeadings`). */
export interface TextBatch {
  readonly documents: readonly IndexedRecord[];
}

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** Index terms the query matched, for highlighting. */
  terms: readonly string[];
  /** Whether a heading (not only the text) matched. */
  inTitle: boolean;
}

export interface EngineResult {
  hits: EngineHit[];
  /** Terms actually searched for (stop words removed). */
  terms: string[];
}

/**
 * The terms a query is searched with: stop words go, and then words that only say something goes
 * wrong ("not working"), each unless nothing else is left.
 */
export function searchTerms(query: string): string[] {
  const terms = queryTerms(query);
  const meaningful = terms.filter((t) => !isStopWord(t));
  const topical = meaningful.filter((t) => !isTroubleWord(t));
  return [topical, meaningful, terms].find((kept) => kept.length > 0) ?? [];
}

/**
 * The records the headings index holds: extra content records of a long section only repeat its
 * headings, which the section's own record holds already.
 */
function withHeadings(documents: IndexedRecord[]): IndexedRecord[] {
  return documents.filter(({record}) => record.type !== 'content');
}

export class SearchEngine {
  private readonly records: SearchRecord[] = [];
  /**
   * Each record's boost for the four intents a query can have (see `intentIndex`), computed
   * when scoring first asks (once per matching record and query term), then kept.
   */
  private readonly boosts: (number[] | undefined)[] = [];
  /** Links, troubleshooting messages, definitions and keywords of the records read so far. */
  private readonly facts = new RecordFacts();
  private readonly full = new FieldIndex(MINISEARCH_OPTIONS);
  private readonly headings = new FieldIndex(HEADINGS_OPTIONS);
  /** Batches whose page text is still being added to the full index. */
  private indexing = 0;
  private readonly wordMatches = new WordMatches();
  /** Phrase pairs of the records checked so far. */
  private readonly pairs = new RecordPairs();

  get size(): number {
    return this.records.length;
  }

  /** Whether the text of every record is searchable, not only its headings. */
  get complete(): boolean {
    return this.indexing === 0;
  }

  add(records: readonly SearchRecord[]): void {
    const documents = this.documents(records);
    this.facts.read(records);
    this.headings.addAll(withHeadings(documents));
    this.full.addAll(documents);
  }

  /**
   * Makes the headings of `records` searchable at once; their text once `indexText` is called
   * with the batch returned. Until then the engine is not `complete`, and searches answer from
   * the headings of every record. Indexing the text of a whole docs version takes several
   * hundred milliseconds; the headings, a fraction of that. What ranking knows of the records
   * besides their words (keywords, definitions, links, troubleshooting messages) comes with
   * their text, too: the first answers, from headings, are provisional anyway (the search bar
   * asks again once the engine is complete), and they come sooner without it.
   */
  addHeadings(records: readonly SearchRecord[]): TextBatch {
    const documents = this.documents(records);
    this.headings.addAll(withHeadings(documents));
    this.indexing += 1;
    return {documents};
  }

  /**
   * Makes the text of a batch from `addHeadings` searchable, a slice at a time, letting the
   * browser render between slices. Call it once per batch, once the records have their text.
   */
  async indexText({documents}: TextBatch): Promise<void> {
    this.facts.read(documents.map(({record}) => record));
    await this.full.addAllAsync(documents, {chunkSize: ASYNC_CHUNK});
    this.indexing -= 1;
    // The records have their text now: phrases read before it arrived are incomplete.
    this.pairs.clear();
  }

  private documents(records: readonly SearchRecord[]): IndexedRecord[] {
    const start = this.records.length;
    this.records.push(...records);
    return records.map((record, i) => ({id: start + i, record}));
  }

  private boostOf(id: number): number[] {
    return (this.boosts[id] ??= INTENTS.map((intent) => documentBoost(this.records[id]!, intent)));
  }

  search(typed: string, filters: SearchFilters = {}): EngineResult {
    const query = withoutToolVersions(typed);
    const terms = searchTerms(query);
    if (terms.length === 0) {
      return {hits: [], terms};
    }
    const intent: Intent = {news: isNewsQuery(query), upgrade: isUpgradeQuery(query)};
    const languages = filters.languages ? new Set(filters.languages) : null;
    const tags = filters.tags ? new Set(filters.tags) : null;
    const index = this.complete ? this.full : this.headings;
    const frequency = (word: string) => index.documentFrequency(word);
    const parts = terms.map((term) => compoundParts(term, frequency));
    // A trailing space means the reader finished the last word: no prefix matching then.
    const {words, wordsOf} = wordsQuery(
      terms,
      !/\s$/.test(query),
      (term) => parts[terms.indexOf(term)] ?? null,
      (word) => frequency(word) >= KNOWN_WORD_RECORDS,
    );
    // A word counts as rare only if its other spelling is rare too: the docs write "customising",
    // so a reader's "customizing" is a common word, not the distinctive one of the question; and
    // "homepage" counts as the docs' "home page" does, as rare as "home".
    const weights = terms.map((term, i) => {
      const halves = parts[i];
      const written = [term, ...spellings(term)].map(frequency);
      const asTwo = halves ? [Math.min(...halves.map(frequency))] : [];
      return wordWeight(Math.max(...written, ...asTwo), index.documentCount);
    });
    const view = index.view();
    const which = intentIndex(intent);
    const perWord = this.wordMatches.of(view, words, String(which), {
      fieldBoost: FIELD_BOOST,
      documentBoost: (id) => this.boostOf(id)[which]!,
    });
    const keep = (id: number) => {
      const record = this.records[id]!;
      return (
        (!languages || languages.has(record.language)) && (!tags || tags.has(record.docusaurus_tag))
      );
    };
    // Sections with every word: when there are enough of them, sections with only some of the
    // words would rank below them anyway, and scoring thousands of those costs milliseconds.
    const all = scoredRecords(view, combine(perWord, 'AND'), keep);
    const results =
      terms.length === 1 || all.length >= ENOUGH_FULL_MATCHES
        ? all
        : scoredRecords(view, combine(perWord, 'OR'), keep);
    const entryBoost = errorEntryBooster(queryForms(query), (word) =>
      wordWeight(index.documentFrequency(word), index.documentCount),
    );
    const scored = results.map((result) => {
      const {url} = this.records[result.id]!;
      const covered = coveredWords(result.queryTerms, wordsOf);
      const score =
        result.score * coverageFactor(covered, weights) * entryBoost(this.facts.messages.get(url));
      return {result, covered, score, unphrased: score};
    });
    // Best first; ties as MiniSearch ranks them: by its score, then in the order matched.
    const byScore = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
      b.score - a.score || b.result.score - a.result.score;
    scored.sort(byScore);
    const phrases = phrasePairs(query);
    if (phrases.size > 0) {
      // A phrase takes two of the reader's words: sections with fewer cannot hold one.
      for (const hit of scored.slice(0, PHRASE_CANDIDATES)) {
        if (hit.covered.size > 1) {
          hit.score *= phraseFactor(
            phrasesFound(phrases, this.pairs.of(hit.result.id, this.records)),
          );
        }
      }
      scored.sort(byScore);
    }
    // The reader's words each section covers (all its records), for rankByPage.
    const sectionWords = new Map<string, Set<number>>();
    const hits = liftLinkedPages(this.dedupe(scored, sectionWords), this.facts.links);
    const ranked = preferNamedPages(
      preferDefinitions(hits, this.facts.definitions, identifiers(query, terms)),
      this.facts.keywords.named(terms, weights),
    );
    const coverage = {
      wordsOf: (url: string) => sectionWords.get(url),
      share: (covered: ReadonlySet<number>) => weightedShare(covered, weights),
    };
    return {hits: rankByPage(ranked, terms.length > 1 ? coverage : undefined), terms};
  }

  /**
   * The records of one section share its URL: keep the best-scoring one. `words` gets the
   * reader's words each section covers, in any of its records (`covered` sets are taken over).
   */
  private dedupe(
    results: {result: ScoredRecord; covered: Set<number>; score: number; unphrased: number}[],
    words: Map<string, Set<number>>,
  ): (EngineHit & {unphrased: number})[] {
    const hits: (EngineHit & {unphrased: number})[] = [];
    for (const {result, covered, score, unphrased} of results) {
      const record = this.records[result.id]!;
      const section = words.get(record.url);
      if (section) {
        covered.forEach((word) => section.add(word));
        continue;
      }
      words.set(record.url, covered);
      hits.push({record, score, unphrased, terms: result.terms, inTitle: result.inTitle});
    }
    return hits;
  }
}
