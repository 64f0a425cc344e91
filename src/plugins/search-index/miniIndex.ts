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
  return field === 'content'
    ? indexTerms(text, {withoutStopWords: true})
    : indexTerms(text, {withStems: true});
}

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
