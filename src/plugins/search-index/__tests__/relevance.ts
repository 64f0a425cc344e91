/**
 * Scores rankings against judged queries: where the expected page (or one also accepted) first
 * appears in the modal's rows and in the search page's results, and from those ranks the share
 * found in the top k and the mean reciprocal rank. Pure: the rankings come from a RankingSource
 * (client/ranking.ts), so any provider is scored the same way.
 */
import type {PageRankings, RankingSource} from '../client/ranking';

/** A query and the page that answers it; other pages may answer it too. */
export interface RelevanceCase {
  query: string;
  page: string;
  alsoAccepted?: readonly string[];
}

/** Cut-offs reported for each list: the modal shows five hits, the search page ten and more. */
export const MODAL_CUTOFFS = [1, 3, 5] as const;
export const PAGE_CUTOFFS = [1, 3, 10] as const;

/** A page path without its anchor or trailing slash, as rankings and judgements compare it. */
export function pagePath(url: string): string {
  const [path = ''] = url.split('#');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** 1-based position of the first accepted page in a ranking, or null when it is absent. */
export function rankOf(ranking: readonly string[], accepted: readonly string[]): number | null {
  const wanted = new Set(accepted.map(pagePath));
  const index = ranking.findIndex((page) => wanted.has(pagePath(page)));
  return index === -1 ? null : index + 1;
}

export interface Scores {
  count: number;
  /** Share of queries (0–1) whose page is within the first k, by cut-off k. */
  top: Record<number, number>;
  /** Mean reciprocal rank (a miss counts 0). */
  mrr: number;
}

export function score(ranks: readonly (number | null)[], cutoffs: readonly number[]): Scores {
  const count = ranks.length;
  const share = (found: number) => (count === 0 ? 0 : found / count);
  const top = Object.fromEntries(
    cutoffs.map((k) => [k, share(ranks.filter((r) => r !== null && r <= k).length)]),
  );
  const mrr = share(ranks.reduce<number>((sum, r) => sum + (r === null ? 0 : 1 / r), 0));
  return {count, top, mrr};
}

export interface Judgement<C extends RelevanceCase = RelevanceCase> {
  judged: C;
  rankings: PageRankings;
  modalRank: number | null;
  pageRank: number | null;
}

export function judgeRankings<C extends RelevanceCase>(
  judged: C,
  rankings: PageRankings,
): Judgement<C> {
  const accepted = [judged.page, ...(judged.alsoAccepted ?? [])];
  return {
    judged,
    rankings,
    modalRank: rankOf(rankings.modal, accepted),
    pageRank: rankOf(rankings.page, accepted),
  };
}

/** Asks the source every query, one at a time (remote engines limit the request rate). */
export async function judgeAll<C extends RelevanceCase>(
  source: RankingSource,
  cases: readonly C[],
): Promise<Judgement<C>[]> {
  const judgements: Judgement<C>[] = [];
  for (const judged of cases) {
    judgements.push(judgeRankings(judged, await source.rank(judged.query)));
  }
  return judgements;
}

export interface Summary {
  modal: Scores;
  page: Scores;
}

export function summarize(judgements: readonly Judgement[]): Summary {
  return {
    modal: score(
      judgements.map((j) => j.modalRank),
      MODAL_CUTOFFS,
    ),
    page: score(
      judgements.map((j) => j.pageRank),
      PAGE_CUTOFFS,
    ),
  };
}

/** One line a reader can act on: the query, where its page came, and what came first. */
export function describeMiss(j: Judgement, list: 'modal' | 'page', shown = 3): string {
  const rank = list === 'modal' ? j.modalRank : j.pageRank;
  const first = j.rankings[list].slice(0, shown).join(', ') || 'no results';
  return `"${j.judged.query}" → ${j.judged.page}: ${rank === null ? 'absent' : `#${rank}`} in the ${list} (first: ${first})`;
}

/** Percentages with one decimal, for printing. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}
