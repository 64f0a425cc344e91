/**
 * Turns an engine hit into what a result shows: highlighted headings and a snippet of the
 * text, as segments. The search page renders the segments as React text; the DocSearch
 * adapter (client/algoliaClient.ts) turns them into Algolia's `_highlightResult` and
 * `_snippetResult` strings.
 */
import {hasMatch, highlight, snippet, termMatcher, type Segment} from './highlight';
import type {EngineHit} from './engine';
import type {Hierarchy, RecordType} from './types';

export type HierarchyLevel = keyof Hierarchy;
export const HIERARCHY_LEVELS: HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

export interface PresentedHit {
  objectID: string;
  url: string;
  /** The record's heading level, or `content` when only its text matched. */
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Whole values with their matches marked. */
  highlighted: {hierarchy: Record<HierarchyLevel, Segment[] | null>; content: Segment[] | null};
  /** Content cut around its first match. */
  contentSnippet: Segment[] | null;
}

export function presentHit(
  hit: EngineHit,
  options: {snippetWords: number; rewriteUrl: (url: string) => string},
): PresentedHit {
  const {record} = hit;
  const matches = termMatcher(hit.terms);
  const mark = (value: string | null) => (value === null ? null : highlight(value, matches));
  const {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  const hierarchy = {
    lvl0: mark(lvl0),
    lvl1: mark(lvl1),
    lvl2: mark(lvl2),
    lvl3: mark(lvl3),
    lvl4: mark(lvl4),
    lvl5: mark(lvl5),
    lvl6: mark(lvl6),
  };
  const content = mark(record.content);
  const contentMatched = content !== null && hasMatch(content);
  // Show the text when the match is in it and not in the record's own heading.
  const type: RecordType =
    record.type !== 'content' && (hit.inTitle || !contentMatched) ? record.type : 'content';
  return {
    objectID: record.objectID,
    url: options.rewriteUrl(record.url),
    type,
    hierarchy: record.hierarchy,
    content: record.content,
    highlighted: {hierarchy, content},
    contentSnippet:
      record.content === null ? null : snippet(record.content, matches, options.snippetWords),
  };
}
