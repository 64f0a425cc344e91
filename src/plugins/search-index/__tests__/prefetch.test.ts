import {afterEach, describe, expect, it, vi} from 'vitest';
import {IndexLoader} from '../client/loader';
import {prefetchIndex, selectContexts, takePrefetched} from '../client/prefetch';
import type {SearchManifest} from '../types';

const manifest: SearchManifest = {
  version: 1,
  contexts: {
    'en|default': {file: 'search-index/en-default.a.json', records: 1},
    'en|docs-default-current': {file: 'search-index/en-docs-default-current.b.json', records: 1},
    'en|docs-default-3.7.0': {file: 'search-index/en-docs-default-3.7.0.c.json', records: 1},
    'fr|default': {file: 'search-index/fr-default.d.json', records: 1},
  },
};
const context = (tag: string) => ({v: 1, language: 'en', tag, pages: [], records: []});
const canary = {languages: ['en'], tags: ['default', 'docs-default-current']};

/** A stand-in for `fetch` serving the manifest and empty contexts; lists what it was asked. */
function network(failing: string[] = []) {
  const requested: string[] = [];
  const fetchFn = vi.fn(async (url: string) => {
    requested.push(url);
    if (failing.includes(url)) {
      throw new TypeError('Failed to fetch');
    }
    const body = url.endsWith('manifest.json')
      ? manifest
      : context(url.match(/en-(.*)\.\w\.json$/)?.[1] ?? '');
    return new Response(JSON.stringify(body), {status: 200});
  });
  vi.stubGlobal('fetch', fetchFn);
  return requested;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('selectContexts', () => {
  it('keeps the contexts of the selected languages and tags (null: any)', () => {
    expect(selectContexts(manifest, canary)).toEqual(['en|default', 'en|docs-default-current']);
    expect(selectContexts(manifest, {languages: ['fr'], tags: null})).toEqual(['fr|default']);
  });
});

describe('prefetchIndex', () => {
  it('downloads the manifest and the selected contexts once, and the loader takes them', async () => {
    const requested = network();
    prefetchIndex('/a/search-index/manifest.json', '/a/', canary);
    prefetchIndex('/a/search-index/manifest.json', '/a/', canary);
    const loader = new IndexLoader('/a/search-index/manifest.json', '/a/');
    await loader.load(canary);
    expect(requested).toEqual([
      '/a/search-index/manifest.json',
      '/a/search-index/en-default.a.json',
      '/a/search-index/en-docs-default-current.b.json',
    ]);
    // Taken once: nothing is left to take.
    expect(takePrefetched('/a/search-index/en-default.a.json')).toBeUndefined();
  });

  it('leaves a failed download to the loader, which reports it and fetches afresh next time', async () => {
    const requested = network(['/b/search-index/en-default.a.json']);
    prefetchIndex('/b/search-index/manifest.json', '/b/', canary);
    const loader = new IndexLoader('/b/search-index/manifest.json', '/b/');
    await expect(loader.load(canary)).rejects.toMatchObject({name: 'RetryError'});
    network();
    await expect(loader.load(canary)).resolves.toBeUndefined();
    expect(requested.filter((url) => url.endsWith('en-default.a.json'))).toHaveLength(1);
  });

  it("fetches the manifest before the page's context is known, the records once it is", async () => {
    const requested = network();
    prefetchIndex('/c/search-index/manifest.json', '/c/', null);
    // The manifest is in before the context is worked out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).toEqual(['/c/search-index/manifest.json']);
    prefetchIndex('/c/search-index/manifest.json', '/c/', canary);
    const records = [
      '/c/search-index/en-default.a.json',
      '/c/search-index/en-docs-default-current.b.json',
    ];
    expect(requested.slice(1)).toEqual(records);
    const loader = new IndexLoader('/c/search-index/manifest.json', '/c/');
    await loader.load(canary);
    // The loader took every file from the prefetch: none was fetched twice.
    expect(requested).toEqual(['/c/search-index/manifest.json', ...records]);
  });
});
