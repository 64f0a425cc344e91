/**
 * Each record's boost by kind of page, for the four intents a query can have: page titles first;
 * docs before posts and posts before changelog entries, unless the query is about news; migration
 * guides last, unless the reader is upgrading (rank.ts). engine.ts computes them once per record.
 */
import {kindBoost, listingBoost, migrationBoost} from './rank';
import type {SearchRecord} from './types';

// Boost by heading level (weight.level): page titles first, then sections, then extra text.
const LEVEL_BOOST: Record<number, number> = {100: 1.5, 90: 1.15, 80: 1.1};

/** What a query asks about beyond its words (rank.ts). */
export interface Intent {
  news: boolean;
  upgrade: boolean;
}

export const INTENTS: Intent[] = [
  {news: false, upgrade: false},
  {news: true, upgrade: false},
  {news: false, upgrade: true},
  {news: true, upgrade: true},
];

export function intentIndex({news, upgrade}: Intent): number {
  return (news ? 1 : 0) + (upgrade ? 2 : 0);
}

/**
 * Page titles first; docs before posts and posts before changelog entries, unless news;
 * migration guides last, unless the reader is upgrading.
 */
export function documentBoost(
  {weight, url_without_anchor: path}: SearchRecord,
  intent: Intent,
): number {
  return (
    kindBoost(weight.pageRank, intent.news) *
    migrationBoost(path, intent.upgrade) *
    listingBoost(path) *
    (LEVEL_BOOST[weight.level] ?? 1)
  );
}
