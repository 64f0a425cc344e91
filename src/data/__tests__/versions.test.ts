import {describe, expect, it} from 'vitest';
import {archivedReleases, releases} from '../versions';

describe('archivedReleases', () => {
  it('gives the newest releases this site does not serve, newest first', () => {
    expect(archivedReleases(['3.8.1', '3.7.0']).map((release) => release.name)).toEqual([
      '3.6.3',
      '3.5.2',
      '3.4.0',
      '3.3.2',
      '3.2.1',
    ]);
  });

  it('takes as many as asked, and all of them when nothing is served', () => {
    expect(archivedReleases(['3.8.1'], 2).map((release) => release.name)).toEqual([
      '3.7.0',
      '3.6.3',
    ]);
    expect(archivedReleases([], releases.length)).toEqual(releases);
  });
});
