import {describe, expect, it} from 'vitest';
import {engineBackend} from '../client/backend';
import {rankingSource} from '../client/ranking';
import {SearchEngine} from '../engine';
import {
  describeMiss,
  judgeAll,
  judgeRankings,
  pagePath,
  rankOf,
  score,
  summarize,
} from './relevance';
import {sampleRecords} from './fixtures';

describe('rankOf', () => {
  it('is the 1-based position of the first accepted page, anchors and slashes aside', () => {
    expect(rankOf(['/a', '/b', '/c'], ['/b'])).toBe(2);
    expect(rankOf(['/a', '/b/', '/c'], ['/c', '/b#x'])).toBe(2);
    expect(rankOf(['/a'], ['/z'])).toBeNull();
    expect(pagePath('/')).toBe('/');
  });
});

describe('score', () => {
  it('counts the share in each top k and the mean reciprocal rank, misses as 0', () => {
    const scores = score([1, 2, 4, null], [1, 3, 5]);
    expect(scores.count).toBe(4);
    expect(scores.top).toEqual({1: 0.25, 3: 0.5, 5: 0.75});
    expect(scores.mrr).toBeCloseTo((1 + 1 / 2 + 1 / 4) / 4);
    expect(score([], [1]).mrr).toBe(0);
  });
});

describe('judgeRankings', () => {
  it('ranks the expected page or one also accepted, in the modal and on the page', () => {
    const judged = {query: 'q', page: '/x', alsoAccepted: ['/y']};
    const j = judgeRankings(judged, {modal: ['/a', '/y', '/x'], page: ['/x']});
    expect([j.modalRank, j.pageRank]).toEqual([2, 1]);
    expect(describeMiss(j, 'modal')).toBe('"q" → /x: #2 in the modal (first: /a, /y, /x)');
  });
});

describe('judgeAll on the local engine', () => {
  it('scores what the modal shows, grouped by page, and what the search page lists', async () => {
    const engine = new SearchEngine();
    engine.add(sampleRecords());
    const selection = {languages: ['en'], tags: ['default', 'docs-default-current']};
    const source = rankingSource(engineBackend(engine), {
      name: 'sample',
      selection,
      groupsByPage: true,
    });
    const rankings = await source.rank('sidebar');
    // Three sections of the sidebar page match; the modal shows the best one, then the post. On
    // the search page the post comes before the page's third section but not its second, which
    // scores over ten times the post (crowding.ts).
    expect(rankings.page.slice(0, 4)).toEqual([
      '/docs/sidebar',
      '/docs/sidebar',
      '/blog/releases/3.8',
      '/docs/sidebar',
    ]);
    expect(rankings.modal).toEqual(['/docs/sidebar', '/blog/releases/3.8']);
    const cases = [
      {query: 'sidebar', page: '/blog/releases/3.8'},
      {query: 'deploy', page: '/docs/deployment'},
    ];
    const summary = summarize(await judgeAll(source, cases));
    expect(summary.modal.top).toEqual({1: 0.5, 3: 1, 5: 1});
    expect(summary.modal.mrr).toBeCloseTo((1 / 2 + 1) / 2);
    expect(summary.page.top[1]).toBe(0.5);
    expect(summary.page.top[3]).toBe(1);
  });
});
