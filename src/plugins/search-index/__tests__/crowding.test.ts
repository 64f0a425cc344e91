import {describe, expect, it} from 'vitest';
import {
  ADDED_SHARE,
  CROWDED_SHARE,
  PAGE_COVERAGE_POWER,
  RANKED_HITS,
  rankByPage,
  SECTIONS_ADDED,
  type Coverage,
} from '../crowding';

const hit = (page: string, score: number, anchor = '') => ({
  score,
  id: `${page}#${anchor}`,
  record: {url: `${page}#${anchor}`, url_without_anchor: page},
});

/** Three words of equal weight; `words` gives the ones each section (by URL) covers. */
function coverageOf(words: Record<string, number[]>): Coverage {
  return {
    wordsOf: (url) => (words[url] ? new Set(words[url]) : undefined),
    share: (covered) => covered.size / 3,
  };
}

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

  it('raises a page whose sections between them cover more of the question', () => {
    const hits = [hit('/links', 10), hit('/crowdin', 9), hit('/crowdin', 0.2, 'setup')];
    const coverage = coverageOf({'/links#': [0, 1], '/crowdin#': [2], '/crowdin#setup': [0, 1]});
    expect(rankByPage(hits)[0]!.id).toBe('/links#');
    const ranked = rankByPage(hits, coverage);
    expect(ranked[0]).toMatchObject({
      id: '/crowdin#',
      score: (9 + 0.2 * ADDED_SHARE) * 3 ** PAGE_COVERAGE_POWER,
    });
    // The links section covers as much as its page does: it keeps its score.
    expect(ranked[1]).toMatchObject({id: '/links#', score: 10});
  });

  it(`re-ranks the first ${RANKED_HITS} hits and keeps the others below them, in order`, () => {
    const hits = Array.from({length: RANKED_HITS + 2}, (_, i) =>
      hit(i % 2 ? '/odd' : '/even', 1000 - i, `${i}`),
    );
    const ranked = rankByPage(hits);
    expect(ranked.slice(0, 2).map((h) => h.id)).toEqual(['/even#0', '/odd#1']);
    expect(ranked.slice(RANKED_HITS).map((h) => h.id)).toEqual([
      `/even#${RANKED_HITS}`,
      `/odd#${RANKED_HITS + 1}`,
    ]);
    expect(ranked[RANKED_HITS]!.score).toBe(1000 - RANKED_HITS);
  });
});
