/**
 * The reader's place in the search page's results, as stored for a history entry (usePlace.ts).
 */

export type SearchPlace = {query: string; version: string; loaded: number; scrollY: number};

/** The most results a return fetches at once; a reader further down gets the rest on scrolling. */
const MAX_RESTORED = 200;

/** A stored place, if it is well formed. */
export function parsePlace(stored: string | null): SearchPlace | null {
  if (!stored) {
    return null;
  }
  try {
    const place = JSON.parse(stored) as Partial<SearchPlace>;
    return typeof place.query === 'string' &&
      typeof place.version === 'string' &&
      Number.isInteger(place.loaded) &&
      place.loaded! > 0 &&
      typeof place.scrollY === 'number' &&
      place.scrollY >= 0
      ? {...(place as SearchPlace), loaded: Math.min(place.loaded!, MAX_RESTORED)}
      : null;
  } catch {
    return null;
  }
}
