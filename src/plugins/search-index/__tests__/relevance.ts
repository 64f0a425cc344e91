/** Scores the engine against the judged queries: is the expected page in the top 3? */
import type {SearchEngine, SearchFilters} from '../engine';
import type {JudgedQuery} from './judged-queries';

export const TOP = 3;

export interface Judgement extends JudgedQuery {
  found: boolean;
  /** Pages of the first three hits, for the failure message. */
  top: string[];
}

export function judge(
  engine: SearchEngine,
  queries: JudgedQuery[],
  filters: SearchFilters,
): {hitRate: number; judgements: Judgement[]} {
  const judgements = queries.map((judged) => {
    const top = engine
      .search(judged.query, filters)
      .hits.slice(0, TOP)
      .map((h) => h.record.url_without_anchor);
    return {...judged, found: top.includes(judged.page), top};
  });
  const hitRate = judgements.filter((j) => j.found).length / judgements.length;
  return {hitRate, judgements};
}
