/** The MiniSearch index of a set of records: which fields it has and what each one holds. */
import MiniSearch, {type Options} from 'minisearch';
import type {IndexView} from './scoring';
import {indexTerms} from './tokenize';
import type {SearchRecord} from './types';

export const FIELDS = ['title', 'keywords', 'parents', 'content'] as const;
export type Field = (typeof FIELDS)[number];

/** Documents as MiniSearch knows them: a number, pointing into the engine's record list. */
export interface IndexedRecord {
  id: number;
  record: SearchRecord;
}

/** The heading a record stands for, its page's keywords, the headings above it, or its text. */
export function fieldText(record: SearchRecord, field: Field): string {
  const {hierarchy, type} = record;
  if (field === 'content') {
    return record.content ?? '';
  }
  if (field === 'keywords') {
    return record.keywords?.join(' ') ?? '';
  }
  // Extra content records repeat their section's heading only as context, so a heading match
  // counts once per section.
  const own = type === 'content' ? null : hierarchy[type];
  if (field === 'title') {
    return own ?? '';
  }
  const levels = [hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5];
  return levels.filter((h): h is string => h !== null && h !== own).join(' ');
}

/**
 * Headings are short: they keep every word and also get stems ("Installation" → "install").
 * Page text leaves out stop words.
 */
function fieldTerms(text: string, field: Field): string[] {
  if (field === 'content') {
    return indexTerms(text, {withoutStopWords: true});
  }
  // The headings above a section are the same text for every record of the section, and a page
  // title is repeated in each of its records: each heading text is tokenized once.
  let terms = headingTerms.get(text);
  if (!terms) {
    terms = indexTerms(text, {withStems: true});
    headingTerms.set(text, terms);
  }
  return terms;
}

/** The terms of each heading text seen (the three heading fields share one tokenizer). */
const headingTerms = new Map<string, string[]>();

export const MINISEARCH_OPTIONS: Options<IndexedRecord> = {
  fields: [...FIELDS],
  idField: 'id',
  extractField: (doc, field) => (field === 'id' ? doc.id : fieldText(doc.record, field as Field)),
  tokenize: (text, field) => fieldTerms(text, field as Field),
  processTerm: (term) => term,
};

/**
 * The same documents with their headings only: built in a fraction of the time, it answers
 * while the page text is still being indexed (see SearchEngine.addProgressively).
 */
export const HEADINGS_OPTIONS: Options<IndexedRecord> = {
  ...MINISEARCH_OPTIONS,
  fields: FIELDS.filter((field) => field !== 'content'),
};

/**
 * A MiniSearch index that also tells how many records hold a term, and lets scoring.ts read it
 * (`view`).
 */
export class FieldIndex extends MiniSearch<IndexedRecord> {
  private current: IndexView | null = null;
  /**
   * Each term's records by field, as MiniSearch's term tree holds them (the same maps). A term
   * found again is counted here by a hash lookup; MiniSearch's own `add` walks the tree for each
   * of a record's terms, and that walk was the largest cost of a first search's headings index.
   */
  private readonly postings = new Map<string, Map<number, Map<number, number>>>();

  /**
   * Indexes a record as MiniSearch's `add` does (same field lengths, averages and term data),
   * but puts each term in the tree once, when first seen. Terms go into the tree in the order
   * MiniSearch's `add` would first insert them, so the tree and its iteration order are the same
   * and so are the answers. Stored fields are not kept (the options have none).
   */
  override add(document: IndexedRecord): void {
    const {extractField, stringifyField, tokenize, processTerm, fields, idField} = this._options;
    const id: unknown = extractField(document, idField);
    if (id == null || this._idToShortId.has(id)) {
      throw new Error(`Search index: record ${String(id)} has no id or is indexed twice.`);
    }
    const shortId = this._nextId;
    this._idToShortId.set(id, shortId);
    this._documentIds.set(shortId, id);
    this._documentCount += 1;
    this._nextId += 1;
    const lengths: number[] = [];
    this._fieldLength.set(shortId, lengths);
    const fresh: string[] = [];
    for (const field of fields) {
      const value: unknown = extractField(document, field);
      if (value == null) {
        continue;
      }
      const tokens = tokenize(stringifyField(value, field), field);
      const fieldId = this._fieldIds[field]!;
      const length = new Set(tokens).size;
      lengths[fieldId] = length;
      const average = this._avgFieldLength[fieldId] || 0;
      const before = this._documentCount - 1;
      this._avgFieldLength[fieldId] = (average * before + length) / (before + 1);
      for (const token of tokens) {
        const processed = processTerm(token, field);
        for (const term of Array.isArray(processed) ? processed : [processed]) {
          if (term) {
            this.count(term, fieldId, shortId, fresh);
          }
        }
      }
    }
    for (const term of fresh) {
      this._index.set(term, this.postings.get(term)!);
    }
  }

  /** Counts `term` once more in a record's field; a term new to the index goes into `fresh`. */
  private count(term: string, fieldId: number, shortId: number, fresh: string[]): void {
    let byField = this.postings.get(term);
    if (!byField) {
      byField = new Map();
      this.postings.set(term, byField);
      fresh.push(term);
    }
    const records = byField.get(fieldId);
    if (records) {
      records.set(shortId, (records.get(shortId) ?? 0) + 1);
    } else {
      byField.set(fieldId, new Map([[shortId, 1]]));
    }
  }

  /** The index as scoring.ts reads it, made again only when records were added since. */
  view(): IndexView {
    if (this.current?.documentCount !== this.documentCount) {
      this.current = this.makeView();
    }
    return this.current;
  }

  private makeView(): IndexView {
    const fields = this._options.fields;
    const lengths = new Float64Array(this._nextId * fields.length);
    const ids: number[] = [];
    for (const [doc, fieldLengths] of this._fieldLength) {
      fieldLengths.forEach((length, field) => {
        lengths[doc * fields.length + field] = length;
      });
    }
    for (const [doc, id] of this._documentIds) {
      ids[doc] = Number(id);
    }
    const index = this._index;
    return {
      documentCount: this._documentCount,
      fields,
      fieldIds: this._fieldIds,
      averageLength: this._avgFieldLength,
      lengths,
      ids,
      get: (term) => index.get(term),
      prefixed: (term) => index.atPrefix(term),
      similar: (term, distance) => index.fuzzyGet(term, distance),
    };
  }

  /** Records holding `term` (exactly) in the field where most records hold it. */
  documentFrequency(term: string): number {
    let most = 0;
    for (const records of this._index.get(term)?.values() ?? []) {
      most = Math.max(most, records.size);
    }
    return most;
  }
}
