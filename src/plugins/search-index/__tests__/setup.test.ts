import {describe, expect, it} from 'vitest';
import {providerConnection, searchSetup} from '../setup';

const options = {missingResultsUrl: 'https://example.com/issues/new?title='};

describe('searchSetup', () => {
  it('uses the offline index by default', () => {
    const setup = searchSetup({}, options);
    expect(setup.provider).toBe('local');
    expect(setup.plugins).toHaveLength(1);
    expect(setup.plugins[0]).toEqual([
      expect.stringMatching(/search-index\/index\.ts$/),
      {...options, provider: 'local'},
    ]);
    expect(setup.themeConfig).toEqual({});
  });

  it('hands over to the official Algolia theme, without this plugin', () => {
    const setup = searchSetup(
      {
        SEARCH_PROVIDER: 'algolia',
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_SEARCH_API_KEY: 'key',
        ALGOLIA_INDEX_NAME: 'docs',
      },
      options,
    );
    expect(setup.plugins).toEqual([]);
    expect(setup.themeConfig.algolia).toMatchObject({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      contextualSearch: true,
    });
  });

  it('points the plugin at a self-hosted engine', () => {
    const setup = searchSetup(
      {
        SEARCH_PROVIDER: 'meilisearch',
        SEARCH_ENGINE_URL: 'http://localhost:7700',
        SEARCH_ENGINE_SEARCH_KEY: 'search-only',
      },
      options,
    );
    expect(setup.plugins[0]).toEqual([
      expect.any(String),
      expect.objectContaining({
        provider: 'meilisearch',
        remote: {url: 'http://localhost:7700', searchKey: 'search-only', indexName: 'docusaurus'},
      }),
    ]);
  });

  it('names what is missing or unknown', () => {
    expect(() => searchSetup({SEARCH_PROVIDER: 'algolia'}, options)).toThrow(/ALGOLIA_APP_ID/);
    expect(() => searchSetup({SEARCH_PROVIDER: 'typesense'}, options)).toThrow(/SEARCH_ENGINE_URL/);
    expect(() => searchSetup({SEARCH_PROVIDER: 'solr'}, options)).toThrow(
      /Unknown SEARCH_PROVIDER "solr"/,
    );
  });
});

describe('providerConnection', () => {
  it('reads the connection the relevance benchmark uses, from the same variables', () => {
    expect(providerConnection({})).toEqual({provider: 'local'});
    expect(
      providerConnection({
        SEARCH_PROVIDER: 'typesense',
        SEARCH_ENGINE_URL: 'https://search.example.com/',
        SEARCH_ENGINE_SEARCH_KEY: 'k',
        SEARCH_ENGINE_INDEX: 'site',
      }),
    ).toEqual({
      provider: 'typesense',
      remote: {url: 'https://search.example.com', searchKey: 'k', indexName: 'site'},
    });
    expect(
      providerConnection({
        SEARCH_PROVIDER: 'algolia',
        ALGOLIA_APP_ID: 'A',
        ALGOLIA_SEARCH_API_KEY: 'k',
        ALGOLIA_INDEX_NAME: 'i',
      }),
    ).toEqual({provider: 'algolia', index: {appId: 'A', searchKey: 'k', indexName: 'i'}});
  });
});
