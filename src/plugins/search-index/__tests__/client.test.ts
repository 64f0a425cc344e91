import {describe, expect, it} from 'vitest';
import {
  answer,
  localSearch,
  selectionFromFacetFilters,
  type LocalRequest,
} from '../client/algoliaClient';
import {localBackend, type SearchBackend} from '../client/backend';
import {IndexLoader} from '../client/loader';
import {contextFileName, encodeContext, encodeText, groupByContext} from '../contexts';
import {urlRewriter} from '../urlRewriter';
import type {SearchManifest} from '../types';
import {sampleRecords} from './fixtures';

/** A fake network serving the sample index; `failing` URLs answer with a network error. */
function fakeSite() {
  const files = new Map<string, unknown>();
  const manifest: SearchManifest = {version: 1, contexts: {}};
  for (const [key, context] of groupByContext(sampleRecords())) {
    const file = `search-index/${contextFileName(context.language, context.tag, 'h')}`;
    const text = `search-index/${contextFileName(context.language, context.tag, 't', 'text')}`;
    files.set(`/${file}`, encodeContext(context));
    files.set(`/${text}`, encodeText(context));
    manifest.contexts[key] = {file, text, records: context.records.length};
  }
  files.set('/search-index/manifest.json', manifest);
  const requested: string[] = [];
  const failing = new Set<string>();
  const fetchFn = async (url: string) => {
    requested.push(url);
    if (failing.has(url)) {
      throw new TypeError('Failed to fetch');
    }
    const body = files.get(url);
    return {ok: body !== undefined, status: body ? 200 : 404, json: async () => body};
  };
  return {fetchFn, requested, failing};
}

const CANARY_FILTERS = [
  ['language:en'],
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

describe('IndexLoader', () => {
  it('fetches the manifest, then only the files of the selected contexts, once', async () => {
    const site = fakeSite();
    const loader = new IndexLoader('/search-index/manifest.json', '/', site.fetchFn);
    const selection = selectionFromFacetFilters(CANARY_FILTERS);
    await loader.load(selection);
    // The records files first; their text once they are in.
    expect(site.requested.slice(0, 3).sort()).toEqual([
      '/search-index/en-default.h.json',
      '/search-index/en-docs-default-current.h.json',
      '/search-index/manifest.json',
    ]);
    await loader.load(selection, {withText: true});
    expect(site.requested.slice(3).sort()).toEqual([
      '/search-index/en-default.text.t.json',
      '/search-index/en-docs-default-current.text.t.json',
    ]);
    expect(loader.engine.complete).toBe(true);
  });

  it('answers from the headings while the text is missing, and fetches it again', async () => {
    const site = fakeSite();
    site.failing.add('/search-index/en-default.text.t.json');
    const loader = new IndexLoader('/search-index/manifest.json', '/', site.fetchFn);
    const selection = selectionFromFacetFilters(CANARY_FILTERS);
    await expect(loader.load(selection, {withText: true})).rejects.toMatchObject({
      name: 'RetryError',
    });
    const search = (query: string) =>
      loader.engine.search(query, {tags: selection.tags!}).hits.map((hit) => hit.record.url);
    expect(loader.engine.complete).toBe(false);
    // "Sidebar" is a heading; "publish" only appears in the text of a section, which comes in
    // the text file of its context (whose download did not fail).
    expect(search('sidebar')[0]).toBe('/docs/sidebar');
    expect(search('publish')).toEqual([]);
    site.failing.clear();
    await loader.load(selection, {withText: true});
    expect(loader.engine.complete).toBe(true);
    expect(search('publish')).toEqual(['/docs/deployment#github-pages']);
    // The records were not fetched (nor added) twice.
    expect(site.requested.filter((url) => url.endsWith('.h.json'))).toHaveLength(2);
  });

  it('fails with the error DocSearch shows its error screen for, then recovers', async () => {
    const site = fakeSite();
    site.failing.add('/search-index/en-default.h.json');
    const loader = new IndexLoader('/search-index/manifest.json', '/', site.fetchFn);
    const selection = selectionFromFacetFilters(CANARY_FILTERS);
    await expect(loader.load(selection)).rejects.toMatchObject({name: 'RetryError'});
    site.failing.clear();
    await expect(loader.load(selection)).resolves.toBeUndefined();
    expect(
      loader.engine.search('sidebar', {tags: ['docs-default-current']}).hits.length,
    ).toBeGreaterThan(0);
  });

  it('reports a missing index (HTTP 404) the same way', async () => {
    const loader = new IndexLoader('/nowhere/manifest.json', '/', fakeSite().fetchFn);
    await expect(loader.manifest()).rejects.toMatchObject({name: 'RetryError', reason: 'HTTP 404'});
  });
});

describe('selectionFromFacetFilters', () => {
  it('reads DocSearch facet filters as contexts', () => {
    expect(selectionFromFacetFilters(CANARY_FILTERS)).toEqual({
      languages: ['en'],
      tags: ['default', 'docs-default-current'],
    });
    expect(selectionFromFacetFilters('language:fr')).toEqual({languages: ['fr'], tags: null});
    expect(selectionFromFacetFilters(undefined)).toEqual({languages: null, tags: null});
  });

  it('refuses filters the local index cannot apply', () => {
    expect(() => selectionFromFacetFilters(['type:lvl1'])).toThrow(/cannot filter on "type"/);
  });
});

describe('answer (the Algolia-compatible search)', () => {
  const loader = new IndexLoader('/search-index/manifest.json', '/', fakeSite().fetchFn);
  const backend = localBackend(loader, {withText: true});
  const ask = (request: Partial<LocalRequest>) =>
    answer(backend, {query: '', facetFilters: CANARY_FILTERS, ...request}, (url) => url);

  it('answers in the shape DocSearch reads', async () => {
    const result = await ask({query: 'sidebar', hitsPerPage: 2});
    expect(result).toMatchObject({page: 0, hitsPerPage: 2, query: 'sidebar'});
    expect(result.nbHits).toBeGreaterThan(2);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2));
    const [first] = result.hits;
    expect(first).toMatchObject({
      url: '/docs/sidebar',
      type: 'lvl1',
      // Grouped by page in the modal: the group title names the page.
      hierarchy: {lvl0: 'Guides › Sidebar', lvl1: 'Sidebar'},
      _highlightResult: {hierarchy: {lvl1: {value: '<mark>Sidebar</mark>', matchLevel: 'full'}}},
      _snippetResult: {hierarchy: {lvl1: {value: '<mark>Sidebar</mark>'}}},
    });
  });

  it('groups hits by page, each page with its best section', async () => {
    const result = await ask({query: 'sidebar', hitsPerPage: 5});
    const pages = result.hits.map((h) => h.url_without_anchor);
    expect(pages).toEqual(['/docs/sidebar', '/blog/releases/3.8']);
    expect(result.hits[1]!.hierarchy.lvl0).toBe('Blog › Docusaurus 3.8');
  });

  it('shows a text hit as content when the match is in the text only', async () => {
    const result = await ask({query: 'remembers'});
    expect(result.hits[0]).toMatchObject({type: 'content', url: '/blog/releases/3.8'});
    expect(result.hits[0]!._snippetResult.content.value).toContain('<mark>remembers</mark>');
  });

  it('searches a suggested group title ("Docs › Deployment") as the title it names', async () => {
    const suggested = await ask({query: 'Docs › Deployment'});
    const title = await ask({query: 'Deployment'});
    expect(suggested.query).toBe('Docs › Deployment');
    expect(suggested.nbHits).toBe(title.nbHits);
    expect(suggested.hits.map((h) => h.url)).toEqual(title.hits.map((h) => h.url));
  });

  it('pages through the hits', async () => {
    const all = await ask({query: 'sidebar', hitsPerPage: 100});
    const second = await ask({query: 'sidebar', hitsPerPage: 2, page: 1});
    expect(second.hits.map((h) => h.url)).toEqual(all.hits.slice(2, 4).map((h) => h.url));
  });

  it('rewrites result URLs as configured', async () => {
    const rewrite = urlRewriter({from: '^/docs/', to: '/docs/next/'});
    const result = await answer(backend, {query: 'sidebar', facetFilters: CANARY_FILTERS}, rewrite);
    expect(result.hits[0]!.url).toBe('/docs/next/sidebar');
  });

  it('escapes every text value, with <mark> as the only markup', async () => {
    const hostileLoader = new IndexLoader('/m.json', '/', async (url) => {
      const [record] = sampleRecords();
      const evil = '<img src=x onerror=alert(1)> "quoted" & \'single\' sidebar';
      const context = {
        language: 'en',
        tag: 'default',
        records: [
          {
            ...record!,
            docusaurus_tag: 'default',
            content: evil,
            hierarchy: {...record!.hierarchy, lvl0: 'G', lvl1: evil},
          },
        ],
      };
      const body =
        url === '/m.json'
          ? {version: 1, contexts: {'en|default': {file: 'c.json', records: 1}}}
          : encodeContext(context);
      return {ok: true, status: 200, json: async () => body};
    });
    const result = await answer(
      localBackend(hostileLoader, {withText: true}),
      {query: 'sidebar onerror'},
      (u) => u,
    );
    const hit = result.hits[0]!;
    const texts = [
      hit.content,
      hit.hierarchy.lvl1,
      hit._highlightResult.content.value,
      hit._highlightResult.hierarchy.lvl1.value,
      hit._snippetResult.content.value,
      hit._snippetResult.hierarchy.lvl1.value,
    ];
    for (const text of texts) {
      expect(text?.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"']/);
    }
    expect(hit._highlightResult.hierarchy.lvl1.value).toContain('<mark>sidebar</mark>');
  });
});

describe("localSearch (the modal's search function)", () => {
  /** A site whose records files arrive when `release` is called; counts the engine searches. */
  function slowSite() {
    const site = fakeSite();
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const loader = new IndexLoader('/search-index/manifest.json', '/', async (url) => {
      if (!url.endsWith('manifest.json')) {
        await arrived;
      }
      return site.fetchFn(url);
    });
    const local = localBackend(loader, {withText: false});
    let searches = 0;
    const backend: SearchBackend = {
      ...local,
      search: (...args) => {
        searches += 1;
        return local.search(...args);
      },
    };
    return {backend, release, site, searches: () => searches};
  }
  const request = (query: string) => [{query, facetFilters: CANARY_FILTERS}];

  it('answers only the newest of the searches that waited for the index', async () => {
    const {backend, release, searches} = slowSite();
    const search = localSearch(
      backend,
      (url) => url,
      () => {},
    );
    const typed = ['s', 'si', 'sidebar'].map((query) => search(request(query)));
    release();
    const answers = await Promise.all(typed);
    expect(answers.map(({results}) => results[0]!.hits.length > 0)).toEqual([false, false, true]);
    expect(answers[2]!.results[0]!.query).toBe('sidebar');
    expect(searches()).toBe(1);
    // Once the index is in, each search (one a keystroke) is answered.
    for (const query of ['si', 'sidebar']) {
      expect((await search(request(query))).results[0]!.hits.length).toBeGreaterThan(0);
    }
    expect(searches()).toBe(3);
  });

  it('reports an index that cannot be fetched, and answers again once it can', async () => {
    const {backend, release, site} = slowSite();
    const reachable: boolean[] = [];
    const search = localSearch(
      backend,
      (url) => url,
      (value) => reachable.push(value),
    );
    site.failing.add('/search-index/manifest.json');
    release();
    expect((await search(request('sidebar'))).results[0]!.hits).toEqual([]);
    site.failing.clear();
    expect((await search(request('sidebar'))).results[0]!.hits.length).toBeGreaterThan(0);
    expect(reachable).toEqual([false, true]);
  });
});
