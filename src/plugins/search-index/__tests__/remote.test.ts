import {afterEach, describe, expect, it, vi} from 'vitest';
import {algoliaBackend} from '../client/algoliaRemote';
import {matchLocally, meilisearchBackend, typesenseBackend} from '../client/remote';
import {sampleRecords} from './fixtures';

const remote = {url: 'http://search.local:8108', searchKey: 'search-only', indexName: 'docs'};
const selection = {languages: ['en'], tags: ['default', 'docs-default-current']};
const [record] = sampleRecords();

function stubFetch(body: unknown, status = 200) {
  const calls: {url: string; init: RequestInit}[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({url, init});
    return {ok: status < 400, status, json: async () => body};
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('typesenseBackend', () => {
  it('queries the collection with the search-only key, contexts as filters, one-based pages', async () => {
    const calls = stubFetch({found: 31, hits: [{document: record}]});
    const page = await typesenseBackend(remote).search('sidebar', selection, {
      page: 1,
      hitsPerPage: 20,
    });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/collections/docs/documents/search');
    expect(url.searchParams.get('q')).toBe('sidebar');
    expect(url.searchParams.get('filter_by')).toBe(
      'language:=[`en`] && docusaurus_tag:=[`default`,`docs-default-current`]',
    );
    expect(url.searchParams.get('page')).toBe('2');
    expect(calls[0]!.init.headers).toEqual({'X-TYPESENSE-API-KEY': 'search-only'});
    expect(page.nbHits).toBe(31);
    expect(page.hits[0]!.record).toBe(record);
  });

  it('fails with the error DocSearch shows its error screen for', async () => {
    stubFetch({}, 503);
    await expect(
      typesenseBackend(remote).search('x', selection, {page: 0, hitsPerPage: 20}),
    ).rejects.toMatchObject({name: 'RetryError'});
  });
});

describe('meilisearchBackend', () => {
  it('posts the query with contexts as OR filters and an offset', async () => {
    const calls = stubFetch({estimatedTotalHits: 3, hits: [record]});
    const page = await meilisearchBackend(remote).search('side', selection, {
      page: 2,
      hitsPerPage: 10,
    });
    expect(calls[0]!.url).toBe('http://search.local:8108/indexes/docs/search');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      q: 'side',
      filter: [
        ['language = "en"'],
        ['docusaurus_tag = "default"', 'docusaurus_tag = "docs-default-current"'],
      ],
      limit: 10,
      offset: 20,
    });
    expect(page.nbHits).toBe(3);
  });
});

describe('algoliaBackend', () => {
  const index = {appId: 'APP', searchKey: 'search-only', indexName: 'docs'};

  it('queries the DSN host with the search-only key and contexts as facet filters', async () => {
    const calls = stubFetch({nbHits: 12, hits: [record]});
    const page = await algoliaBackend(index).search('sidebar', selection, {
      page: 1,
      hitsPerPage: 40,
    });
    expect(calls[0]!.url).toBe('https://APP-dsn.algolia.net/1/indexes/docs/query');
    expect(calls[0]!.init.headers).toMatchObject({
      'X-Algolia-Application-Id': 'APP',
      'X-Algolia-API-Key': 'search-only',
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      query: 'sidebar',
      facetFilters: [
        ['language:en'],
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ],
      hitsPerPage: 40,
      page: 1,
    });
    expect(page.nbHits).toBe(12);
    expect(page.hits[0]!.terms).toContain('sidebar');
  });

  it('fails with the error DocSearch shows its error screen for', async () => {
    stubFetch({}, 403);
    await expect(
      algoliaBackend(index).search('x', selection, {page: 0, hitsPerPage: 20}),
    ).rejects.toMatchObject({name: 'RetryError'});
  });
});

describe('matchLocally', () => {
  it('finds the words to highlight in a record an engine returned', () => {
    const hit = matchLocally(record!, 'sideb');
    expect(hit.terms).toContain('sidebar');
    expect(hit.inTitle).toBe(true);
    expect(matchLocally(record!, 'versions').terms).toContain('version');
  });
});
