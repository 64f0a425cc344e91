import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {FieldIndex, HEADINGS_OPTIONS, MINISEARCH_OPTIONS, type IndexedRecord} from '../miniIndex';
import {sampleRecords} from './fixtures';

/** The sample records twice over (ids go on), so the second batch finds its terms indexed. */
function batches(): [IndexedRecord[], IndexedRecord[]] {
  const records = sampleRecords();
  const first = records.map((record, id) => ({id, record}));
  const second = records.map((record, i) => ({id: records.length + i, record}));
  return [first, second];
}

describe('FieldIndex.add', () => {
  for (const [name, options] of [
    ['headings', HEADINGS_OPTIONS],
    ['headings and text', MINISEARCH_OPTIONS],
  ] as const) {
    it(`builds the index MiniSearch's own add builds (${name})`, async () => {
      const ours = new FieldIndex(options);
      const theirs = new MiniSearch<IndexedRecord>(options);
      const [first, second] = batches();
      ours.addAll(first);
      theirs.addAll(first);
      await ours.addAllAsync(second, {chunkSize: 3});
      await theirs.addAllAsync(second, {chunkSize: 3});
      // The serialised index holds the terms in the tree's order, each with its records and
      // counts by field, and every record's field lengths and the averages.
      expect(JSON.stringify(ours.toJSON())).toBe(JSON.stringify(theirs.toJSON()));
      for (const query of ['sidebar', 'colapsed', 'deploy gith', 'onbrokenlinks']) {
        const search = {prefix: true, fuzzy: 0.2};
        expect(ours.search(query, search)).toEqual(theirs.search(query, search));
      }
    });
  }

  it('refuses a record indexed twice', () => {
    const index = new FieldIndex(HEADINGS_OPTIONS);
    const [first] = batches();
    index.add(first[0]!);
    expect(() => index.add(first[0]!)).toThrow(/indexed twice/);
  });
});
