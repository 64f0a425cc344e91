/**
 * Words a reader writes as one that the docs write as two: "homepage" for "home page",
 * "frontmatter" for "front matter", "filename" for "file name". Such a word is rare in the index
 * (a few records spell it so) while both its halves are common, so the query also looks for
 * records holding both halves (query.ts) and the word weighs as its rarer half would (engine.ts).
 * Found from the index, not from a list: any word qualifies whose halves the docs use far more.
 * Pure.
 */

/** Shortest half: "nav" of "navbar"; two letters ("no" of "noindex") would split too much. */
export const MIN_PART = 3;

/**
 * How many times more records each half must be in than the whole word: "homepage" (2 records)
 * splits into "home" (40) and "page" (689); "workflow" (22) does not, with "flow" in 4, nor
 * "overview" (12) into "over" (66) and "view" (25).
 */
export const PARTS_MORE_COMMON = 5;

/**
 * The two words `term` reads as, or null: of the splits into halves of MIN_PART letters or more
 * that `documentFrequency` finds PARTS_MORE_COMMON times as often as the word, the one whose
 * rarer half is most common.
 */
export function compoundParts(
  term: string,
  documentFrequency: (word: string) => number,
): [string, string] | null {
  if (term.length < 2 * MIN_PART || !/^[a-z]+$/.test(term)) {
    return null;
  }
  const needed = Math.max(documentFrequency(term), 1) * PARTS_MORE_COMMON;
  let best: [string, string] | null = null;
  let bestRarer = 0;
  for (let at = MIN_PART; at <= term.length - MIN_PART; at += 1) {
    const first = term.slice(0, at);
    const second = term.slice(at);
    const rarer = Math.min(documentFrequency(first), documentFrequency(second));
    if (rarer >= needed && rarer > bestRarer) {
      best = [first, second];
      bestRarer = rarer;
    }
  }
  return best;
}
