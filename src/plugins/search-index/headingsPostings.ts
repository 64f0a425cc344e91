/**
 * The headings index of a context, worked out at build time. A first search answers from the
 * headings (SearchEngine.addHeadings); in the browser, tokenizing the headings of the contexts a
 * docs page searches was the largest part of the main thread's work before the first hits (about
 * 20,000 words, with stems, by code that had not run yet on the page). The records file carries
 * instead which records hold each term in which heading field, and `FieldIndex.addPostings` puts
 * them into the index as MiniSearch's own `add` would have, in the same order.
 */
import {fieldText, HEADINGS_OPTIONS, type Field} from './miniIndex';
import type {SearchRecord} from './types';

/**
 * One entry per term, in the order the headings index first meets the terms: the term, then for
 * each field holding it (in the order it was first met in them), the field's number and the
 * records holding it, as gaps: the first is the record's number among the context's records
 * that the headings index holds (`inHeadingsIndex`), each next one the difference to the previous; a record holding
 * the term n times in the field is listed n times (gap 0).
 */
export type HeadingsPostings = [string, ...(number | number[])[]][];

/**
 * Whether the headings index holds a record: extra content records of a long section only repeat
 * its headings, which the section's own record holds already.
 */
export function inHeadingsIndex(record: SearchRecord): boolean {
  return record.type !== 'content';
}

/** The terms of a record's field, as the headings index tokenizes them. */
function fieldTerms(record: SearchRecord, field: Field): string[] {
  const tokenize = HEADINGS_OPTIONS.tokenize!;
  return tokenize(fieldText(record, field), field);
}

export function encodeHeadingsPostings(records: readonly SearchRecord[]): HeadingsPostings {
  const fields = HEADINGS_OPTIONS.fields as Field[];
  // term → field number → the records holding it, one entry per occurrence
  const terms = new Map<string, Map<number, number[]>>();
  records.filter(inHeadingsIndex).forEach((record, index) => {
    fields.forEach((field, fieldId) => {
      for (const term of fieldTerms(record, field)) {
        let byField = terms.get(term);
        if (!byField) {
          byField = new Map();
          terms.set(term, byField);
        }
        const holders = byField.get(fieldId) ?? [];
        byField.set(fieldId, holders);
        holders.push(index);
      }
    });
  });
  return [...terms].map(([term, byField]) => [
    term,
    ...[...byField].flatMap(([fieldId, holders]) => [
      fieldId,
      holders.map((index, i) => index - (i === 0 ? 0 : holders[i - 1]!)),
    ]),
  ]);
}
