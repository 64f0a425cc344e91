import {describe, expect, it} from 'vitest';
import {hashHandle, identicon} from '../theme/ChangelogAvatar/identicon';

describe('identicon', () => {
  it('is stable and ignores the case of the handle', () => {
    expect(identicon('slorber')).toEqual(identicon('SLorber'));
    expect(hashHandle('slorber')).toBe(hashHandle('slorber'));
  });

  it('differs between handles', () => {
    const paths = new Set(
      ['slorber', 'Josh-Cena', 'yangshun', 'lex111', 'endiliey'].map((h) => identicon(h).path),
    );
    expect(paths.size).toBe(5);
  });

  it('is symmetric around the middle column and stays inside the 5×5 grid', () => {
    for (const handle of ['a', 'octocat', 'dependabot', 'x-y-z']) {
      const {cells, hue} = identicon(handle);
      const key = (x: number, y: number) => `${x},${y}`;
      const set = new Set(cells.map(([x, y]) => key(x, y)));
      expect(cells.length).toBeGreaterThan(0);
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThan(360);
      for (const [x, y] of cells) {
        expect(x >= 0 && x < 5 && y >= 0 && y < 5).toBe(true);
        expect(set.has(key(4 - x, y))).toBe(true);
      }
    }
  });
});
