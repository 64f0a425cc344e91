/**
 * The matches of each word of the last query, kept for the next one: while a reader types, the
 * words before the last one stay the same from keystroke to keystroke, and scoring a word with
 * its completions and typo matches is most of what a search costs.
 */
import {
  scoreQuery,
  type IndexView,
  type Matches,
  type QueryTree,
  type ScoreOptions,
} from './scoring';

export class WordMatches {
  private view: IndexView | null = null;
  private last = new Map<string, Matches>();

  /**
   * The matches of each of `words` in `view`, scored with `options`, which `variant` names (the
   * same variant must always mean the same options). A view stands for one state of an index:
   * matches found in another one are not reused.
   */
  of(
    view: IndexView,
    words: readonly QueryTree[],
    variant: string,
    options: ScoreOptions,
  ): Matches[] {
    const previous = view === this.view ? this.last : new Map<string, Matches>();
    this.view = view;
    this.last = new Map();
    return words.map((word) => {
      const key = `${variant} ${JSON.stringify(word)}`;
      const matches = previous.get(key) ?? scoreQuery(view, word, options);
      this.last.set(key, matches);
      return matches;
    });
  }
}
