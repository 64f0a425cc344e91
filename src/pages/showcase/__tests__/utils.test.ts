import {describe, expect, test} from 'vitest';

import type {Site, TagType} from '@site/src/data/showcase/types';
import {
  defaultFilterState,
  filterSites,
  isDefaultFilterState,
  parseFilterState,
  serializeFilterState,
  sortSites,
  toggleTag,
  type FilterState,
} from '../_utils';

function site(title: string, tags: TagType[]): Site {
  return {
    id: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    description: `${title} description`,
    website: `https://${title.toLowerCase().replace(/\W+/g, '')}.example`,
    source: null,
    tags,
  };
}

const alpha = site('Alpha', ['opensource', 'i18n']);
const beta = site('beta docs', ['opensource']);
const gamma = site('Gamma', ['favorite', 'product']);
const delta = site('Delta', ['favorite', 'opensource', 'i18n']);
const echo = site('Écho', ['personal']);
const sites = [alpha, beta, gamma, delta, echo];
const knownTags: TagType[] = ['favorite', 'opensource', 'product', 'i18n', 'personal'];

const titles = (list: Site[]) => list.map((entry) => entry.title);
const state = (partial: Partial<FilterState>): FilterState => ({...defaultFilterState, ...partial});

describe('sortSites', () => {
  test('puts favourites first, then sorts by title ignoring case and accents', () => {
    expect(titles(sortSites(sites))).toEqual(['Delta', 'Gamma', 'Alpha', 'beta docs', 'Écho']);
  });

  test('does not change the input array', () => {
    const input = [beta, alpha];
    sortSites(input);
    expect(input).toEqual([beta, alpha]);
  });
});

describe('filterSites', () => {
  test('keeps every site when nothing is selected', () => {
    expect(filterSites(sites, defaultFilterState)).toEqual(sites);
  });

  test('OR keeps sites with any selected tag', () => {
    expect(titles(filterSites(sites, state({tags: ['product', 'i18n']})))).toEqual([
      'Alpha',
      'Gamma',
      'Delta',
    ]);
  });

  test('AND keeps only sites with all selected tags', () => {
    const filters = state({tags: ['opensource', 'i18n'], operator: 'AND'});
    expect(titles(filterSites(sites, filters))).toEqual(['Alpha', 'Delta']);
    expect(filterSites(sites, {...filters, tags: ['product', 'i18n']})).toEqual([]);
  });

  test('matches the name case-insensitively and ignores surrounding spaces', () => {
    expect(titles(filterSites(sites, state({name: '  DOCS '})))).toEqual(['beta docs']);
    expect(titles(filterSites(sites, state({name: 'a'})))).toEqual([
      'Alpha',
      'beta docs',
      'Gamma',
      'Delta',
    ]);
  });

  test('combines tags, operator and name', () => {
    const filters = state({tags: ['opensource'], operator: 'AND', name: 'del'});
    expect(titles(filterSites(sites, filters))).toEqual(['Delta']);
  });
});

describe('URL state', () => {
  test('parses repeated tags, the operator and the name', () => {
    expect(parseFilterState('?tags=i18n&tags=favorite&operator=AND&name=rea', knownTags)).toEqual({
      tags: ['i18n', 'favorite'],
      operator: 'AND',
      name: 'rea',
    });
  });

  test('falls back to defaults and drops unknown or repeated values', () => {
    expect(parseFilterState('', knownTags)).toEqual(defaultFilterState);
    expect(parseFilterState('?tags=nope&tags=i18n&tags=i18n&operator=XOR', knownTags)).toEqual({
      tags: ['i18n'],
      operator: 'OR',
      name: '',
    });
  });

  test('serializes with the reference parameter names and leaves defaults out', () => {
    expect(serializeFilterState(defaultFilterState)).toBe('');
    expect(
      serializeFilterState(state({tags: ['i18n', 'favorite'], operator: 'AND', name: 'a b'})),
    ).toBe('?tags=i18n&tags=favorite&operator=AND&name=a+b');
    expect(serializeFilterState(state({tags: ['product']}))).toBe('?tags=product');
  });

  test('keeps unrelated query parameters', () => {
    expect(serializeFilterState(state({name: 'x'}), '?utm=1&tags=old')).toBe('?utm=1&name=x');
  });

  test('round-trips through the query string', () => {
    const filters = state({tags: ['personal', 'opensource'], operator: 'AND', name: 'Écho & co'});
    expect(parseFilterState(serializeFilterState(filters), knownTags)).toEqual(filters);
  });
});

describe('toggleTag and isDefaultFilterState', () => {
  test('adds a missing tag at the end and removes a present one', () => {
    const once = toggleTag(state({tags: ['i18n']}), 'product');
    expect(once.tags).toEqual(['i18n', 'product']);
    expect(toggleTag(once, 'i18n').tags).toEqual(['product']);
  });

  test('reports whether any filter is active', () => {
    expect(isDefaultFilterState(defaultFilterState)).toBe(true);
    expect(isDefaultFilterState(state({operator: 'AND'}))).toBe(false);
    expect(isDefaultFilterState(state({name: 'x'}))).toBe(false);
  });
});
