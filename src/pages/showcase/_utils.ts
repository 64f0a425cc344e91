/**
 * Pure showcase logic: sorting, filtering, and the filter state kept in the query string
 * (`?tags=a&tags=b&operator=AND&name=foo`). No React and no Docusaurus imports, so the unit
 * tests run it directly.
 */
import type {Site, TagType} from '@site/src/data/showcase/types';

export type Operator = 'AND' | 'OR';

export type FilterState = {
  /** Selected tags, without duplicates, in the order they were picked. */
  tags: readonly TagType[];
  /** OR keeps sites with any selected tag, AND only sites with all of them. */
  operator: Operator;
  /** Case-insensitive text the site name must contain. */
  name: string;
};

export const defaultFilterState: FilterState = {tags: [], operator: 'OR', name: ''};

/** Favourites first, then by title, ignoring case and accents. */
export function sortSites(sites: readonly Site[]): Site[] {
  return [...sites].sort((a, b) => {
    const favoriteOrder = Number(b.tags.includes('favorite')) - Number(a.tags.includes('favorite'));
    return favoriteOrder || a.title.localeCompare(b.title, 'en', {sensitivity: 'base'});
  });
}

function matchesTags(site: Site, {tags, operator}: FilterState): boolean {
  if (tags.length === 0) {
    return true;
  }
  return operator === 'AND'
    ? tags.every((tag) => site.tags.includes(tag))
    : tags.some((tag) => site.tags.includes(tag));
}

function matchesName(site: Site, name: string): boolean {
  const query = name.trim().toLowerCase();
  return query === '' || site.title.toLowerCase().includes(query);
}

/** The sites a filter state keeps, in the order they were given. */
export function filterSites(sites: readonly Site[], state: FilterState): Site[] {
  return sites.filter((site) => matchesTags(site, state) && matchesName(site, state.name));
}

export function isDefaultFilterState(state: FilterState): boolean {
  return state.tags.length === 0 && state.operator === 'OR' && state.name === '';
}

/** Reads the filter state from a query string; unknown tags and operators are ignored. */
export function parseFilterState(search: string, knownTags: readonly TagType[]): FilterState {
  const params = new URLSearchParams(search);
  const tags = params
    .getAll('tags')
    .filter(
      (tag, index, all): tag is TagType =>
        knownTags.includes(tag as TagType) && all.indexOf(tag) === index,
    );
  const operator = params.get('operator') === 'AND' ? 'AND' : 'OR';
  return {tags, operator, name: params.get('name') ?? ''};
}

/**
 * Writes the filter state into `search`, keeping any unrelated parameters. Defaults (no tags,
 * OR, empty name) are left out, so an unfiltered showcase has a clean URL.
 */
export function serializeFilterState(state: FilterState, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete('tags');
  params.delete('operator');
  params.delete('name');
  state.tags.forEach((tag) => params.append('tags', tag));
  if (state.operator === 'AND') {
    params.set('operator', 'AND');
  }
  if (state.name !== '') {
    params.set('name', state.name);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Adds the tag when absent, removes it when present. */
export function toggleTag(state: FilterState, tag: TagType): FilterState {
  const tags = state.tags.includes(tag)
    ? state.tags.filter((selected) => selected !== tag)
    : [...state.tags, tag];
  return {...state, tags};
}
