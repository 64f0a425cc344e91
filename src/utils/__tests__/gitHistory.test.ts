import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {NO_GIT_NOTICE, hasGitHistory, lastUpdateOptions, sitemapLastmod} from '../gitHistory';

const repositoryRoot = path.join(__dirname, '../../..');

describe('last-update options follow the git history', () => {
  it('are on in the repository, with no notice', () => {
    const notify = vi.fn();
    expect(hasGitHistory(repositoryRoot)).toBe(true);
    expect(lastUpdateOptions(repositoryRoot, notify)).toEqual({
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
    });
    expect(sitemapLastmod(repositoryRoot, notify)).toBe('date');
    expect(notify).not.toHaveBeenCalled();
  });

  it('are off in a copy without .git, with one notice however often they are asked for', () => {
    const archive = fs.mkdtempSync(path.join(os.tmpdir(), 'site-archive-'));
    try {
      fs.copyFileSync(
        path.join(repositoryRoot, 'package.json'),
        path.join(archive, 'package.json'),
      );
      const notify = vi.fn();
      expect(hasGitHistory(archive)).toBe(false);
      const options = {showLastUpdateTime: false, showLastUpdateAuthor: false};
      expect(lastUpdateOptions(archive, notify)).toEqual(options);
      expect(sitemapLastmod(archive, notify)).toBeNull();
      expect(notify).toHaveBeenCalledTimes(1);
      expect(notify).toHaveBeenCalledWith(NO_GIT_NOTICE);
    } finally {
      fs.rmSync(archive, {recursive: true, force: true});
    }
  });
});
