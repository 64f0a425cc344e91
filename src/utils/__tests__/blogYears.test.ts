import {afterEach, describe, expect, it} from 'vitest';
import {groupByUtcYear} from '../blogYears';

const post = (title: string, date: string) => ({title, date});
const titles = (groups: ReturnType<typeof groupByUtcYear<{title: string; date: string}>>) =>
  groups.map(([year, items]) => [year, items.map((item) => item.title)]);

describe('groupByUtcYear', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('groups by year, newest year first, keeping the order within a year', () => {
    const items = [
      post('c', '2024-07-03T00:00:00.000Z'),
      post('a', '2024-12-14T00:00:00.000Z'),
      post('d', '2021-08-21T00:00:00.000Z'),
      post('b', '2023-07-19T00:00:00.000Z'),
    ];
    expect(titles(groupByUtcYear(items))).toEqual([
      ['2024', ['c', 'a']],
      ['2023', ['b']],
      ['2021', ['d']],
    ]);
  });

  it('keeps a post dated 1 January 00:00 UTC in its year in any time zone', () => {
    const items = [
      post('new year', '2025-01-01T00:00:00.000Z'),
      post('eve', '2024-12-31T23:00:00.000Z'),
    ];
    for (const timeZone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = timeZone;
      expect(titles(groupByUtcYear(items)), timeZone).toEqual([
        ['2025', ['new year']],
        ['2024', ['eve']],
      ]);
    }
  });

  it('accepts Date objects', () => {
    const groups = groupByUtcYear([{date: new Date(Date.UTC(2019, 0, 1))}]);
    expect(groups.map(([year]) => year)).toEqual(['2019']);
  });
});
