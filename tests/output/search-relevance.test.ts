/**
 * Relevance of the index built from the real site, searched in Node the way the browser searches
 * it (no browser needed): what the modal shows, grouped by page, and what /search lists.
 *
 * - The judged queries (a regression set) keep 90 % of their pages in the top 3.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  CANARY_CONTEXT,
  judgedQueries,
} from '../../src/plugins/search-index/__tests__/judged-queries';
import {
  describeMiss,
  judgeAll,
  summarize,
  type Judgement,
} from '../../src/plugins/search-index/__tests__/relevance';
import {canaryEngine, localSource} from '../../src/plugins/search-index/__tests__/sources';
import type {RankingSource} from '../../src/plugins/search-index/client/ranking';
import {manifestPath, readBuiltIndex} from '../../src/plugins/search-index/readIndex';
import {BUILD_DIR} from './site';

const built = fs.existsSync(manifestPath(BUILD_DIR));
if (!built) {
  console.warn(
    `search-relevance: skipped. No ${path.relative(process.cwd(), manifestPath(BUILD_DIR))}: run \`npx docusaurus build\` first.`,
  );
}

/** Share of the judged queries whose page is in the top 3 (modal and search page). */
const JUDGED_TOP3 = 0.9;

describe.skipIf(!built)('search relevance on the built index', () => {
  let source: RankingSource;
  beforeAll(() => {
    expect(CANARY_CONTEXT.tags).toContain('docs-default-current');
    source = localSource(canaryEngine(readBuiltIndex(BUILD_DIR).contexts));
    // Indexing the Canary contexts takes a few seconds, several times that on a busy machine.
  }, 120_000);

  const missesOf = (judgements: Judgement[], list: 'modal' | 'page', k: number) =>
    judgements
      .filter((j) => {
        const rank = list === 'modal' ? j.modalRank : j.pageRank;
        return rank === null || rank > k;
      })
      .map((j) => describeMiss(j, list))
      .join('\n');

  it('finds the page of 90 % of the judged queries in the top 3, in the modal and on /search', async () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(60);
    const judgements = await judgeAll(source, judgedQueries);
    const {modal, page} = summarize(judgements);
    expect(modal.top[3], `Misses:\n${missesOf(judgements, 'modal', 3)}`).toBeGreaterThanOrEqual(
      JUDGED_TOP3,
    );
    expect(page.top[3], `Misses:\n${missesOf(judgements, 'page', 3)}`).toBeGreaterThanOrEqual(
      JUDGED_TOP3,
    );
  });
});
