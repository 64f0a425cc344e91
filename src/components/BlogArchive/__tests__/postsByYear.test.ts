import {describe, expect, it} from 'vitest';
import {postsByYear, type ArchivedPost} from '../postsByYear';

const post = (date: string, title: string): ArchivedPost => ({
  date: `${date}T00:00:00.000Z`,
  title,
  permalink: `/blog/${title}`,
});

describe('postsByYear', () => {
  it('puts the newest year first and each year oldest post first', () => {
    // The blog plugin lists posts newest first.
    const years = postsByYear([
      post('2022-08-01', 'c'),
      post('2022-01-31', 'b'),
      post('2021-12-31', 'a2'),
      post('2021-03-01', 'a1'),
      post('2019-05-05', 'z'),
    ]);
    expect(years.map(({year}) => year)).toEqual(['2022', '2021', '2019']);
    expect(years.map(({posts}) => posts.map(({title}) => title))).toEqual([
      ['b', 'c'],
      ['a1', 'a2'],
      ['z'],
    ]);
  });

  it('has no years for a blog without posts', () => {
    expect(postsByYear([])).toEqual([]);
  });
});
