// A stored search page place comes from sessionStorage, which anything on the origin can write:
// only a well-formed one is used, and the number of results it asks for is capped.
import {describe, expect, it} from 'vitest';
import {parsePlace} from '../place';

const place = {query: 'docs', version: 'current', loaded: 40, scrollY: 2600};

describe('parsePlace', () => {
  it('reads a place the page saved', () => {
    expect(parsePlace(JSON.stringify(place))).toEqual(place);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{docs'],
    ['JSON that is not an object', '42'],
    ['a missing query', JSON.stringify({...place, query: undefined})],
    ['a fractional count', JSON.stringify({...place, loaded: 2.5})],
    ['no results', JSON.stringify({...place, loaded: 0})],
    ['a negative scroll', JSON.stringify({...place, scrollY: -1})],
    ['a scroll that is not a number', JSON.stringify({...place, scrollY: '100'})],
  ])('ignores %s', (_label, stored) => {
    expect(parsePlace(stored)).toBeNull();
  });

  it('asks for at most 200 results at once', () => {
    expect(parsePlace(JSON.stringify({...place, loaded: 100000}))?.loaded).toBe(200);
  });
});
