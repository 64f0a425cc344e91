/**
 * What the modal lists, in the order it lists it. DocSearch's modal groups the hits it receives
 * under their `lvl0` (the group title), keeping at most a few per group, and inside a group puts
 * the hits of one page (same `lvl1`) together. We send it hits already grouped by page, with
 * each page's own title as `lvl0`, so the modal shows pages in the order the engine ranked them
 * and one page cannot take every slot with its sections.
 */
import type {Hierarchy, SearchRecord} from './types';

/** Sections of one page shown in the modal: its best one (the search page lists them all). */
export const MODAL_HITS_PER_PAGE = 1;

/** DocSearch's default `maxResultsPerGroup` (3.9): hits kept under one group title. */
export const DOCSEARCH_MAX_PER_GROUP = 5;

/** Hits DocSearch 3.9 asks for in one request. */
export const DOCSEARCH_HITS_PER_PAGE = 20;

/**
 * Hits grouped by page: pages in the order of their best hit, each followed by at most
 * `perPage - 1` more of its own hits, in their order.
 */
export function groupByPage<T extends {record: SearchRecord}>(
  hits: readonly T[],
  perPage: number = MODAL_HITS_PER_PAGE,
): T[] {
  const pages = new Map<string, T[]>();
  for (const hit of hits) {
    const page = hit.record.url_without_anchor;
    const group = pages.get(page);
    if (!group) {
      pages.set(page, [hit]);
    } else if (group.length < perPage) {
      group.push(hit);
    }
  }
  return [...pages.values()].flat();
}

/** Between a page's group and its title in the modal's group titles. */
const GROUP_SEPARATOR = ' › ';

/** The title a page's hits are listed under in the modal: its group, then its own title. */
export function pageGroupTitle(hierarchy: Pick<Hierarchy, 'lvl0' | 'lvl1'>): string {
  return hierarchy.lvl0 === hierarchy.lvl1
    ? hierarchy.lvl1
    : `${hierarchy.lvl0}${GROUP_SEPARATOR}${hierarchy.lvl1}`;
}

/**
 * The words to search for a query in the modal. DocSearch's "Try searching for" offers the group
 * titles of earlier hits and, when one is clicked, searches it as typed; "Guides › Tabs" names
 * the page Tabs, whose title alone finds it first (the group's word would rank the Guides index
 * above it). A reader never types the separator, so any other query is searched unchanged.
 */
export function groupTitleQuery(query: string): string {
  const at = query.lastIndexOf(GROUP_SEPARATOR);
  const title = at === -1 ? '' : query.slice(at + GROUP_SEPARATOR.length).trim();
  return title === '' ? query : title;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string, max: number): T[][] {
  // A plain object, as DocSearch uses: its key order (insertion order, except that keys which
  // read as array indexes come first) decides the order of the groups on screen.
  const groups: Record<string, T[]> = {};
  for (const item of items) {
    const group = (groups[key(item)] ??= []);
    if (group.length < max) {
      group.push(item);
    }
  }
  return Object.values(groups);
}

/**
 * The order in which DocSearch 3.9 shows the hits it receives: grouped by `lvl0` (at most
 * `max` each), and inside each group by `lvl1`. Read from its documented behaviour, so that the
 * relevance benchmark scores the rows a reader sees rather than the engine's list.
 */
export function docSearchDisplayOrder<T extends {hierarchy: Pick<Hierarchy, 'lvl0' | 'lvl1'>}>(
  hits: readonly T[],
  max: number = DOCSEARCH_MAX_PER_GROUP,
): T[] {
  return groupBy(hits, (hit) => hit.hierarchy.lvl0, max).flatMap((group) =>
    groupBy(group, (hit) => hit.hierarchy.lvl1, max).flat(),
  );
}

/**
 * The first `count` hits for the modal, grouped by page. The engine is asked for more than
 * `count`, since grouping drops the sections beyond each page's share.
 */
export function modalHits<T extends {record: SearchRecord}>(
  hits: readonly T[],
  count: number,
): T[] {
  return groupByPage(hits).slice(0, count);
}

/**
 * The records the modal shows for the engine's hits, in screen order: grouped by page, titled
 * by page, then laid out as DocSearch lays them out.
 */
export function modalRecords(hits: readonly {record: SearchRecord}[]): SearchRecord[] {
  const titled = modalHits(hits, DOCSEARCH_HITS_PER_PAGE).map(({record}) => ({
    record,
    hierarchy: {lvl0: pageGroupTitle(record.hierarchy), lvl1: record.hierarchy.lvl1},
  }));
  return docSearchDisplayOrder(titled).map(({record}) => record);
}
