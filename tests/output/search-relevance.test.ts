/**
 * Relevance of the index built from the real site, searched in Node the way the browser searches
 * it (no browser needed): what the modal shows, grouped by page, and what /search lists.
 *
 * - The judged queries (a regression set) keep 90 % of their pages in the top 3.
 * - The held-out third of the real readers' questions keeps the floors below, set from the
 *   figures reached when the ranking was tuned on the other two thirds (issue 25 aims at modal
 *   top 3 ≥ 90 %, top 1 ≥ 75 %, page top 10 ≥ 97 %). Raise a floor when the ranking gets
 *   better; never tune the ranking on the held-out questions themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  CANARY_CONTEXT,
  judgedQueries,
} from '../../src/plugins/search-index/__tests__/judged-queries';
import {realQuestions} from '../../src/plugins/search-index/__tests__/real-questions';
import {
  describeMiss,
  judgeAll,
  summarize,
  type Judgement,
} from '../../src/plugins/search-index/__tests__/relevance';
import {canaryEngine, localSource} from '../../src/plugins/search-index/__tests__/sources';
import type {RankingSource} from '../../src/plugins/search-index/client/ranking';
import {manifestPath, readBuiltIndex} from '../../src/plugins/search-index/readIndex';
import {BUILD_DIR} from '../shared/build';

const built = fs.existsSync(manifestPath(BUILD_DIR));
if (!built) {
  console.warn(
    `search-relevance: skipped. No ${path.relative(process.cwd(), manifestPath(BUILD_DIR))}: run \`npx docusaurus build\` first.`,
  );
}

/** Share of the judged queries whose page is in the top 3 (modal and search page). */
const JUDGED_TOP3 = 0.9;
/**
 * Floors on the held-out real questions: 72, 92 and 104 of 108 on 2026-12-08, after the docs
 * filled topics they lacked against the reference's 3.8.1 docs (two rounds: sidebars, code
 * blocks, blog authors, versioning, i18n, deployment, routing, API option details...) and, to
 * keep each docs version's index under 250 KB gzip, three Docusaurus 1 migration guides and the
 * ESLint rule pages were indexed by their headings only (chosen on the tune part: tune top 1
 * 79.6 -> 80.1 %, judged unchanged). Two held-out questions went from first to second (73 after
 * the first round of docs). The floors follow what is reached; they are not tuned back on the
 * held-out part. Before: 74, 92 and 104 of 108 on 2026-12-07 (seventeenth session), after the docs answered 114 more readers' questions mined from public threads (none
 * of the set's) and "Related pages" sections left the index: top 1 rose by one question, top 3
 * fell by one. Before: 73, 93 and 104 of 108, when a sixth batch of 57 questions joined the set
 * (19 more held out), measured once before any change: the new held-out questions scored 12, 16
 * and 18 of 19, so the shares went from 68.5, 86.5 and 96.6 % to 67.6, 86.1 and 96.3 %.
 * Before: 61, 77 and 86 of 89 on 2026-12-07 (sixteenth session),
 * after "unable", "couldn't" and "fails" joined the words that only say something goes wrong, and
 * 246 front matter keywords in readers' words were mined from public issue threads (none of the
 * held-out ones) and kept where the tune part and the judged queries did not lose by them.
 * Before: 60, 76 and 83 of 89 on 2026-12-07, when a fifth batch of
 * 45 questions joined the set (15 more held out), measured once before any tuning on its tune part:
 * the new held-out questions scored 11, 12 and 13 of 15, so the shares went from 66.2, 86.5 and
 * 94.6 % to 67.4, 85.4 and 93.3 %. Before: 49, 64 and 70 of 74 on 2026-11-28 (tenth session), after
 * words a reader types side by side counted more where a section has them side by side
 * (phrases.ts), "support" joined the words that only ask whether something works, and the docs
 * answered more questions of the tune part (outdated copyright year, page-only scripts, inline SVG,
 * the default version, file:// URLs...). Top 3 and page top 10 rose by 2 and 1 questions; top 1
 * fell by one (49 with either the ranking changes or the docs additions alone). Before: 50, 62
 * and 69 of 74 on 2026-11-28, when the fourth batch
 * of questions joined the set (16 more held out; measured once, before any tuning on its tune
 * part: the new questions brought the share down from 42, 49 and 55 of 58). Earlier: 30, 35 and
 * 39 of 42 reached on 2026-11-27, after the
 * docs gained sections for questions they did not answer (web fonts, JSON-LD files, custom
 * aliases, Markdown inside JSX, common Node.js and React errors...); before that 30, 34 and 39,
 * after pages were ranked by all their matching sections (crowding.ts) and front matter keywords
 * the query names raised their page (pageKeywords.ts); before that 26, 31 and 34, with rare words
 * weighing more, "not working" words left out, keywords weighing 5 and pages lifted by linking
 * sections.
 */
const HELD_OUT = {modalTop1: 0.66, modalTop3: 0.85, pageTop10: 0.96};

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

  it('keeps its floors on the held-out real questions', async () => {
    const heldOut = realQuestions.filter((q) => q.split === 'held-out');
    expect(heldOut.length).toBeGreaterThanOrEqual(40);
    // Totals only: listing the held-out misses would invite tuning on them.
    const {modal, page} = summarize(await judgeAll(source, heldOut));
    const reached = {modalTop1: modal.top[1]!, modalTop3: modal.top[3]!, pageTop10: page.top[10]!};
    for (const figure of ['modalTop1', 'modalTop3', 'pageTop10'] as const) {
      const value = reached[figure];
      expect(value, `held-out ${figure}: ${(value * 100).toFixed(1)} %`).toBeGreaterThanOrEqual(
        HELD_OUT[figure],
      );
    }
  });
});
