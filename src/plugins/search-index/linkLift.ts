/**
 * A section that matches a query and links to another page which matches it too lifts that page's
 * best hit to its own score, just below it (the sort is stable): a troubleshooting entry or an
 * overview that names an option and links to its reference brings the reference up beside it.
 * engine.ts applies it to each query's hits, best first.
 */

/**
 * How well the linked page must match, as a share of the linking section's score, both without
 * the boost of phrases (which says which section is closest, not whether a page matches).
 * Lifting above the linking section, or from sections whose linked page matches less than this,
 * lowered the tune split's top 1 and the judged queries.
 */
export const POINTS_TO_MATCH = 0.5;

interface Hit {
  score: number;
  /** The score before phrases counted (phrases.ts): how well the words alone match. */
  unphrased: number;
  record: {url: string; url_without_anchor: string};
}

/**
 * Each page's best hit scores at least as much as the best hit among the matching sections that
 * link to the page (`POINTS_TO_MATCH`), taken before any lift, so lifts do not chain. `links`
 * gives the pages each section (by URL) links to.
 */
export function liftLinkedPages<H extends Hit>(
  hits: H[],
  links: ReadonlyMap<string, readonly string[]>,
): H[] {
  const best = new Map<string, H>();
  for (const hit of hits) {
    if (!best.has(hit.record.url_without_anchor)) {
      best.set(hit.record.url_without_anchor, hit);
    }
  }
  const lifted = new Map<H, number>();
  for (const hit of hits) {
    for (const page of links.get(hit.record.url) ?? []) {
      const target = best.get(page);
      if (
        target &&
        target.unphrased >= hit.unphrased * POINTS_TO_MATCH &&
        hit.score > (lifted.get(target) ?? target.score)
      ) {
        lifted.set(target, hit.score);
      }
    }
  }
  if (lifted.size === 0) {
    return hits;
  }
  return hits
    .map((hit) => {
      const score = lifted.get(hit);
      return score === undefined ? hit : {...hit, score};
    })
    .sort((a, b) => b.score - a.score);
}
