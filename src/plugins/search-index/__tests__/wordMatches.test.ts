import {describe, expect, it} from 'vitest';
import {FieldIndex, MINISEARCH_OPTIONS} from '../miniIndex';
import {typosForgiven, wordsQuery} from '../query';
import {WordMatches} from '../wordMatches';
import {sampleRecords} from './fixtures';

const options = {fieldBoost: {title: 5}, documentBoost: () => 1};

function index(): FieldIndex {
  const built = new FieldIndex(MINISEARCH_OPTIONS);
  built.addAll(sampleRecords().map((record, id) => ({id, record})));
  return built;
}

describe('WordMatches', () => {
  it('reuses the words of the last query while the reader types the next word', () => {
    const view = index().view();
    const cache = new WordMatches();
    const [sidebar] = cache.of(view, wordsQuery(['sidebar', 'co'], true).words, '0', options);
    const [again, category] = cache.of(
      view,
      wordsQuery(['sidebar', 'collapsed'], true).words,
      '0',
      options,
    );
    expect(again).toBe(sidebar);
    expect(category!.size).toBeGreaterThan(0);
  });

  it('scores again for other options or another state of the index', () => {
    const built = index();
    const cache = new WordMatches();
    const words = wordsQuery(['sidebar'], true).words;
    const [first] = cache.of(built.view(), words, '0', options);
    expect(cache.of(built.view(), words, '1', options)[0]).not.toBe(first);
    const [second] = cache.of(built.view(), words, '1', options);
    built.add({id: 1000, record: sampleRecords()[0]!});
    expect(cache.of(built.view(), words, '1', options)[0]).not.toBe(second);
  });
});

describe('typosForgiven', () => {
  it('forgives one typo in five letters, from four letters on, and six at most', () => {
    expect(
      ['doc', 'docs', 'swizling', 'usedocusauruscontext', 'a'.repeat(40)].map(typosForgiven),
    ).toEqual([0, 1, 2, 4, 6]);
  });
});
