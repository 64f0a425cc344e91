import {describe, expect, it} from 'vitest';
import {groupByContext} from '../contexts';
import {SearchEngine} from '../engine';
import {encodeHeadingsPostings, inHeadingsIndex} from '../headingsPostings';
import {FieldIndex, HEADINGS_OPTIONS, type IndexedRecord} from '../miniIndex';
import type {SearchRecord} from '../types';
import {CANARY, docPage, heading, recordsOf, sampleRecords} from './fixtures';

/** Records whose headings repeat words, mix cases, accents, CJK and identifiers, with keywords. */
function awkwardRecords(): SearchRecord[] {
  const body = [
    heading(2, 'Sidebar sidebar SIDEBAR', 'a'),
    '<p>Text.</p>',
    heading(3, 'useDocsSidebar and the sidebarItemsGenerator', 'b'),
    '<p>More text.</p>',
    heading(3, 'Café naïve résumé 文档 サイドバー', 'c'),
    `<p>${'Long section text. '.repeat(80)}</p>`,
    heading(4, 'Installing the installation', 'd'),
  ].join('');
  return recordsOf(
    docPage('Sidebar items', body, 'docs-default-current', 'sidebar, navigation menu'),
    '/docs/awkward',
  );
}

/** Each context's records as the engine numbers them: one batch after the other. */
function batches(records: SearchRecord[]): IndexedRecord[][] {
  let next = 0;
  return [...groupByContext(records).values()].map((context) =>
    context.records.map((record) => ({id: next++, record})),
  );
}

describe('headings postings', () => {
  const records = [...sampleRecords(), ...awkwardRecords()];

  it('leave the headings index exactly as tokenizing the headings does, context after context', () => {
    const tokenized = new FieldIndex(HEADINGS_OPTIONS);
    const loaded = new FieldIndex(HEADINGS_OPTIONS);
    for (const batch of batches(records)) {
      const documents = batch.filter(({record}) => inHeadingsIndex(record));
      tokenized.addAll(documents);
      loaded.addPostings(documents, encodeHeadingsPostings(batch.map(({record}) => record)));
    }
    expect(batches(records).length).toBeGreaterThan(1);
    expect(loaded.documentCount).toBeGreaterThan(10);
    // Terms, the records holding each in each field (and how often), field lengths and their
    // averages, in the same order.
    expect(JSON.stringify(loaded.toJSON())).toBe(JSON.stringify(tokenized.toJSON()));
  });

  it('give the same first answers, before the page text is indexed', () => {
    const tokenized = new SearchEngine();
    const loaded = new SearchEngine();
    for (const context of groupByContext(records).values()) {
      tokenized.addHeadings(context.records);
      loaded.addHeadings(context.records, encodeHeadingsPostings(context.records));
    }
    expect(loaded.complete).toBe(false);
    for (const query of ['sidebar', 'side', 'sidebr', 'install', 'résumé', 'docs sidebar items']) {
      const filters = {languages: CANARY.languages, tags: CANARY.tags};
      const answer = loaded.search(query, filters);
      expect(answer.hits.length, query).toBeGreaterThan(0);
      expect(answer).toEqual(tokenized.search(query, filters));
    }
  });

  it('count a word held twice in a field twice, in one entry per field', () => {
    const postings = encodeHeadingsPostings(awkwardRecords());
    const sidebar = postings.find(([term]) => term === 'sidebar')!;
    // title (field 0): the page title record; the "Sidebar sidebar SIDEBAR" section three
    // times (gaps of 0); the next section twice (from useDocsSidebar and sidebarItemsGenerator).
    // It is also among the keywords (1) and in headings above others (2).
    expect(sidebar[2]).toEqual([0, 1, 0, 0, 1, 0]);
    expect(sidebar.filter((part) => typeof part === 'number').sort()).toEqual([0, 1, 2]);
  });
});
