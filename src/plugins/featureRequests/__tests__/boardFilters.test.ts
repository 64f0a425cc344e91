import {describe, expect, it} from 'vitest';
import {defaultBoardFilters, parseBoardFilters, serializeBoardFilters} from '../utils';

const values = {
  statuses: ['idea', 'done'],
  categories: ['docs', 'blog', 'tooling'],
} as const;

describe('board filters in the URL', () => {
  it('reads status, category and text', () => {
    expect(parseBoardFilters('?status=done&category=blog&q=side%20bar', values)).toEqual({
      status: 'done',
      category: 'blog',
      query: 'side bar',
    });
  });

  it('reads unknown or missing values as the defaults', () => {
    expect(parseBoardFilters('?status=shipped&category=%3Cscript%3E', values)).toEqual(
      defaultBoardFilters,
    );
    expect(parseBoardFilters('', values)).toEqual(defaultBoardFilters);
  });

  it('leaves the defaults out and keeps other parameters', () => {
    expect(serializeBoardFilters(defaultBoardFilters)).toBe('');
    expect(serializeBoardFilters({...defaultBoardFilters, status: 'idea'}, '?utm=x')).toBe(
      '?utm=x&status=idea',
    );
    expect(
      serializeBoardFilters({...defaultBoardFilters, query: ''}, '?status=done&category=docs&q=a'),
    ).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = {status: 'idea', category: 'tooling', query: 'a&b=c'} as const;
    expect(parseBoardFilters(serializeBoardFilters(filters), values)).toEqual(filters);
  });
});
