/**
 * Highlighting and snippets, built from the text and the matched terms only: the indexed text
 * is never treated as markup, and the reader's query never becomes a regular expression. The
 * result is a list of segments, rendered as React text on the search page; `segmentsToHtml`
 * escapes every character of it for the DocSearch modal, which expects `<mark>` strings.
 */
import {camelParts, tokenSpans} from './tokenize';

export interface Segment {
  text: string;
  match: boolean;
}

/** Decides whether an index term is one the query matched. */
export type TermMatcher = (term: string) => boolean;

/** Matches a word when it is one of the index terms the engine matched. */
export function termMatcher(matchedTerms: Iterable<string>): TermMatcher {
  const terms = new Set(matchedTerms);
  return (term) => terms.has(term);
}

/** Character ranges of `text` to mark, sorted and merged. */
function matchRanges(text: string, matches: TermMatcher): [number, number][] {
  const ranges: [number, number][] = [];
  for (const span of tokenSpans(text)) {
    if (matches(span.term)) {
      ranges.push([span.start, span.end]);
      continue;
    }
    for (const part of camelParts(text.slice(span.start, span.end))) {
      if (matches(part.term)) {
        ranges.push([span.start + part.start, span.start + part.end]);
      }
    }
  }
  const merged: [number, number][] = [];
  for (const range of ranges.sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    // CJK pairs overlap by one character; adjacent marks read better as one.
    if (last && range[0] <= last[1]) {
      last[1] = Math.max(last[1], range[1]);
    } else {
      merged.push([range[0], range[1]]);
    }
  }
  return merged;
}

/** The whole text, split into marked and unmarked segments. */
export function highlight(text: string, matches: TermMatcher): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, matches)) {
    if (start > at) {
      segments.push({text: text.slice(at, start), match: false});
    }
    segments.push({text: text.slice(start, end), match: true});
    at = end;
  }
  if (at < text.length) {
    segments.push({text: text.slice(at), match: false});
  }
  return segments;
}

export const ELLIPSIS = '…';

/**
 * About `words` words of the text around its first match (or from its start), with an
 * ellipsis where text was cut.
 */
export function snippet(text: string, matches: TermMatcher, words: number): Segment[] {
  const spans = tokenSpans(text);
  if (spans.length <= words) {
    return highlight(text, matches);
  }
  const first = spans.findIndex(
    (span) =>
      matches(span.term) ||
      camelParts(text.slice(span.start, span.end)).some((part) => matches(part.term)),
  );
  // Keep a little context before the first match, as a reader scans from the left.
  const from = Math.max(0, Math.min(first - 2, spans.length - words));
  const to = Math.min(spans.length, from + words);
  const start = from === 0 ? 0 : spans[from]!.start;
  const end = to === spans.length ? text.length : spans[to - 1]!.end;
  const body = highlight(text.slice(start, end), matches);
  return [
    ...(start > 0 ? [{text: ELLIPSIS, match: false}] : []),
    ...body,
    ...(end < text.length ? [{text: ELLIPSIS, match: false}] : []),
  ];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Inert HTML for DocSearch: escaped text, with `<mark>` around the matches and nothing else. */
export function segmentsToHtml(segments: Segment[]): string {
  return segments
    .map((s) => (s.match ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text)))
    .join('');
}

export function hasMatch(segments: Segment[]): boolean {
  return segments.some((s) => s.match);
}
