import {describe, expect, it, vi} from 'vitest';
import {docDescriptions, registerDocDescriptions} from '../client/docDescriptions';

describe('doc descriptions registry', () => {
  it('has nothing for a version that registered no loader (server rendering)', () => {
    expect(docDescriptions('default', 'never-registered')).toBeUndefined();
  });

  it('loads a version once and hands out the same promise, per plugin and version', async () => {
    const load = vi.fn(async () => ({default: {intro: 'What it is'}}));
    const other = vi.fn(async () => ({default: {intro: 'Older text'}}));
    registerDocDescriptions('default', 'current', load);
    registerDocDescriptions('community', 'current', other);

    const first = docDescriptions('default', 'current');
    expect(docDescriptions('default', 'current')).toBe(first);
    await expect(first).resolves.toEqual({intro: 'What it is'});
    await expect(docDescriptions('community', 'current')).resolves.toEqual({intro: 'Older text'});
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('resolves a failed download to no descriptions, and does not retry in a loop', async () => {
    const load = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    registerDocDescriptions('default', '3.7.0', load);
    await expect(docDescriptions('default', '3.7.0')).resolves.toEqual({});
    await expect(docDescriptions('default', '3.7.0')).resolves.toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });
});
