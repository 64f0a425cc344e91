/**
 * Pages rather than sections: a reader looks for the page that answers the question, and a page
 * with several sections on it usually answers better than one with a single passing mention.
 * Each page's best hit gains a share of the scores of its next few sections and counts the
 * reader's words those sections cover; the page's other sections then step back behind the best
 * sections of other pages, so that the search page lists ten pages rather than one page's ten
 * sections. The modal shows each page's best section only (modalGroups.ts), so its order is that
 * of the pages' best hits. engine.ts applies it last. Pure.
 */

/** Sections after a page's best one that count for it (more added nothing on the tune split). */
export const SECTIONS_ADDED = 5;

/**
 * The share of their scores they add: 0.5 to 1 scored alike on the tune split of the real
 * questions (0.1 to 0.35 less), with the judged queries' top 1 up from 88.9 to 92.1 %.
 */
export const ADDED_SHARE = 0.5;

/**
 * A page's best hit is scaled by how much more of the question the page covers than that
 * section alone (the ratio of their weighted shares), to this power: "links resolve when
 * translations are hosted on crowdin" prefers the Crowdin page, whose sections cover every word
 * between them, to the one section about links. The tune split's top 1 was 71.8 % at 0.2 and
 * 0.3, 72.9 % at 0.4, 74.1 % at 0.5 and 0.6, and fell from 0.75; the judged queries did not move.
 */
export const PAGE_COVERAGE_POWER = 0.5;

/**
 * A page's further sections count this share of their score per section already listed from
 * that page (0.1 scored best on the tune split's search page top 3 among 0.1, 0.3 and 0.5): one
 * ten times better than the other pages' best still comes before them.
 */
export const CROWDED_SHARE = 0.1;

/**
 * Hits re-ranked: those after them keep their order below them. Readers look at the first few
 * dozen, and a query of three letters matches over a thousand sections, which cost about half a
 * millisecond to re-rank (200 moved one page of the tune split out of first place; 400 none).
 */
export const RANKED_HITS = 400;

interface Hit {
  score: number;
  record: {url: string; url_without_anchor: string};
}

/** What `rankByPage` knows of the reader's words each section covers. */
export interface Coverage {
  /** The positions of the reader's words a section covers, by section URL. */
  wordsOf(url: string): ReadonlySet<number> | undefined;
  /** The weighted share (0 to 1) of the question that some of its words are (rank.ts). */
  share(words: ReadonlySet<number>): number;
}

const NO_WORDS: ReadonlySet<number> = new Set();

/** What a page's hits add up to: its best hit, the scores after it, the words they cover. */
interface PageTotal {
  sections: number;
  added: number;
  words: Set<number> | null;
}

/**
 * Hits (best first) re-ranked as described above, the first RANKED_HITS of them; the best hit of
 * a page stays its first. Without `coverage` (a query of one word, which every hit covers), only
 * scores add up.
 */
export function rankByPage<H extends Hit>(all: readonly H[], coverage?: Coverage): H[] {
  const hits = all.length > RANKED_HITS ? all.slice(0, RANKED_HITS) : all;
  const pages = new Map<string, PageTotal>();
  // For each hit, its page's totals and the number of hits of that page before it.
  const pageOf: PageTotal[] = [];
  const before: number[] = [];
  for (const {score, record} of hits) {
    let page = pages.get(record.url_without_anchor);
    if (!page) {
      page = {sections: 0, added: 0, words: coverage ? new Set() : null};
      pages.set(record.url_without_anchor, page);
    }
    const listed = page.sections;
    pageOf.push(page);
    before.push(listed);
    page.sections += 1;
    if (listed > SECTIONS_ADDED) {
      continue;
    }
    if (listed > 0) {
      page.added += score * ADDED_SHARE;
    }
    const words = page.words;
    coverage?.wordsOf(record.url)?.forEach((word) => words?.add(word));
  }
  const pageFactor = ({record}: H, {words}: PageTotal): number => {
    if (!coverage || !words) {
      return 1;
    }
    const own = coverage.share(coverage.wordsOf(record.url) ?? NO_WORDS);
    return own > 0 ? (coverage.share(words) / own) ** PAGE_COVERAGE_POWER : 1;
  };
  const ranked = hits.map((hit, i) => {
    const listed = before[i]!;
    const page = pageOf[i]!;
    const score =
      listed > 0
        ? hit.score * CROWDED_SHARE ** listed
        : page.sections === 1
          ? hit.score
          : (hit.score + page.added) * pageFactor(hit, page);
    return score === hit.score ? hit : {...hit, score};
  });
  ranked.sort((a, b) => b.score - a.score);
  return hits === all ? ranked : ranked.concat(all.slice(RANKED_HITS));
}
