import {describe, expect, it, vi} from 'vitest';
import {createRequire} from 'node:module';
import {
  descriptionGroup,
  docDescriptions,
  registerDocDescriptions,
} from '../client/docDescriptions';

const loader = createRequire(import.meta.url)('../docDescriptionsLoader.cjs') as {
  descriptionGroup: (id: string) => string;
};

describe('doc descriptions registry', () => {
  it('has nothing for a version that registered no loader (server rendering)', () => {
    expect(docDescriptions('default', 'never-registered', 'intro')).toBeUndefined();
  });

  it('loads each group once and hands out the same promise, per plugin and version', async () => {
    const top = vi.fn(async () => ({default: {intro: 'What it is'}}));
    const guides = vi.fn(async () => ({default: {'guides/tabs': 'Tabs', 'guides/a/b': 'Deep'}}));
    const other = vi.fn(async () => ({default: {intro: 'Older text'}}));
    registerDocDescriptions('default', 'current', [
      ['', top],
      ['guides', guides],
    ]);
    registerDocDescriptions('community', 'current', [['', other]]);

    const first = docDescriptions('default', 'current', 'intro');
    expect(docDescriptions('default', 'current', 'installation')).toBe(first);
    await expect(first).resolves.toEqual({intro: 'What it is'});
    const tabs = docDescriptions('default', 'current', 'guides/tabs');
    expect(docDescriptions('default', 'current', 'guides/a/b')).toBe(tabs);
    await expect(tabs).resolves.toMatchObject({'guides/a/b': 'Deep'});
    await expect(docDescriptions('community', 'current', 'intro')).resolves.toEqual({
      intro: 'Older text',
    });
    expect([top, guides, other].map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
    // A group the version did not register: no descriptions rather than an error.
    await expect(docDescriptions('default', 'current', 'api/cli')).resolves.toEqual({});
  });

  it('resolves a failed download to no descriptions, and does not retry in a loop', async () => {
    const load = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    registerDocDescriptions('default', '3.7.0', [['', load]]);
    await expect(docDescriptions('default', '3.7.0', 'intro')).resolves.toEqual({});
    await expect(docDescriptions('default', '3.7.0', 'intro')).resolves.toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('groups a doc by the same rule as the loader: its first folder, or none', () => {
    const ids = ['intro', 'guides/tabs', 'guides/markdown-features/toc', '/category/guides', ''];
    expect(ids.map(descriptionGroup)).toEqual(['', 'guides', 'guides', '', '']);
    expect(ids.map(loader.descriptionGroup)).toEqual(ids.map(descriptionGroup));
  });
});
