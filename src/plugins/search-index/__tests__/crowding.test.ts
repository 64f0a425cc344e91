import {describe, expect, it} from 'vitest';
import {ADDED_SHARE, CROWDED_SHARE, rankByPage, SECTIONS_ADDED} from '../crowding';

const hit = (page: string, score: number, anchor = '') => ({
  score,
  id: `${page}#${anchor}`,
  record: {url_without_anchor: page},
});

describe('rankByPage', () => {
  it('ranks a page with several matching sections above one with a single better section', () => {
    const ranked = rankByPage([
      hit('/single', 10),
      hit('/several', 8, 'a'),
      hit('/several', 6, 'b'),
      hit('/several', 4, 'c'),
    ]);
    expect(ranked[0]).toMatchObject({id: '/several#a', score: 8 + (6 + 4) * ADDED_SHARE});
    expect(ranked[1]).toMatchObject({id: '/single#', score: 10});
  });

  it('lists the best section of every page before the further sections of a page', () => {
    const ranked = rankByPage([hit('/a', 10, '1'), hit('/a', 9, '2'), hit('/b', 2)]);
    expect(ranked.map((h) => h.id)).toEqual(['/a#1', '/b#', '/a#2']);
    expect(ranked[2]!.score).toBeCloseTo(9 * CROWDED_SHARE);
  });

  it('still lists a further section first when it is far better than the other pages', () => {
    const ranked = rankByPage([hit('/a', 100, '1'), hit('/a', 90, '2'), hit('/b', 1)]);
    expect(ranked.map((h) => h.id)).toEqual(['/a#1', '/a#2', '/b#']);
  });

  it(`adds the scores of ${SECTIONS_ADDED} further sections at most`, () => {
    const sections = Array.from({length: SECTIONS_ADDED + 3}, (_, i) => hit('/long', 1, `${i}`));
    expect(rankByPage(sections)[0]!.score).toBe(1 + SECTIONS_ADDED * ADDED_SHARE);
  });

  it('keeps hits of pages with one section as they are', () => {
    const hits = [hit('/a', 3), hit('/b', 2)];
    const ranked = rankByPage(hits);
    expect(ranked).toEqual(hits);
    expect(ranked[0]).toBe(hits[0]);
  });
});
