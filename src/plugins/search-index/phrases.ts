/**
 * Phrases. Two words a reader types side by side ("back button", "feature image", "edit this
 * page") name one thing, and a section that has them side by side too is about that thing, more
 * than a section where they occur apart. Word scores (scoring.ts) cannot see order, so the best
 * candidates get a boost for the query's phrases they contain (engine.ts). One stop word
 * may stand between the two words, on either side, so "edit this page" matches "Edit the page",
 * and inflections are compared by their stem. Pure.
 */
import {isStopWord, queryTerms, stems} from './tokenize';
import type {SearchRecord} from './types';

/**
 * How much more a section counts for the phrases of the query it contains: twice as much for one
 * (on the tune split of the real questions, 0.75 to 1 scored best among 0.25 to 2, with the
 * judged queries unchanged).
 */
export const PHRASE_BOOST = 1;

/**
 * How many of the best hits are checked for phrases (the text of each is read again); 50 to 300
 * scored alike on the tune split, 20 a little lower.
 */
export const PHRASE_CANDIDATES = 50;

/** The form two words are compared in: "buttons" and "button" meet. */
function base(term: string): string {
  return stems(term)[0] ?? term;
}

/** Stop words that may stand between the two words of a phrase: "edit this page". */
const MAX_GAP = 1;

/**
 * Each pair of meaningful words of `text` that follow one another, with at most MAX_GAP stop
 * words between them, as "first second" in their base forms.
 */
export function phrasePairs(text: string): Set<string> {
  const pairs = new Set<string>();
  let previous: string | null = null;
  let gap = 0;
  for (const term of queryTerms(text)) {
    if (isStopWord(term)) {
      gap += 1;
      continue;
    }
    const word = base(term);
    if (previous !== null && gap <= MAX_GAP && previous !== word) {
      pairs.add(`${previous} ${word}`);
    }
    previous = word;
    gap = 0;
  }
  return pairs;
}

/** The phrase pairs of a record's headings and text, each read apart. */
export function recordPairs({hierarchy, content}: SearchRecord): Set<string> {
  const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = hierarchy;
  const pairs = new Set<string>();
  for (const text of [lvl1, lvl2, lvl3, lvl4, lvl5, lvl6, content]) {
    if (text) {
      phrasePairs(text).forEach((pair) => pairs.add(pair));
    }
  }
  return pairs;
}

/** `recordPairs` of each record, by its id, read once: a reader's next keystroke asks again. */
export class RecordPairs {
  private readonly byId = new Map<number, ReadonlySet<string>>();

  of(id: number, records: readonly SearchRecord[]): ReadonlySet<string> {
    let pairs = this.byId.get(id);
    if (pairs === undefined) {
      pairs = recordPairs(records[id]!);
      this.byId.set(id, pairs);
    }
    return pairs;
  }

  /** Forgets them all, once the records have gained their text. */
  clear(): void {
    this.byId.clear();
  }
}

/** How many of the phrases `wanted` (from `phrasePairs` of a query) are among `pairs`. */
export function phrasesFound(wanted: ReadonlySet<string>, pairs: ReadonlySet<string>): number {
  let found = 0;
  wanted.forEach((pair) => (found += pairs.has(pair) ? 1 : 0));
  return found;
}

/**
 * The factor a section's score is multiplied by when it holds `found` phrases of the query: each
 * further phrase adds less (a square root). Adding the same for each scored alike on the tune
 * split, but let a long heading that repeats several of a question's words outweigh the rest.
 */
export function phraseFactor(found: number): number {
  return 1 + PHRASE_BOOST * Math.sqrt(found);
}
