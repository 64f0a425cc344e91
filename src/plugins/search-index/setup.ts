/**
 * Chooses the search provider for docusaurus.config.ts from the environment:
 *
 * - `local` (default): the static index of this plugin; no service, works offline.
 * - `algolia`: the official theme (@docusaurus/theme-search-algolia, part of the classic preset)
 *   with real DocSearch credentials; this plugin is then not loaded at all, so its search bar and
 *   search page do not shadow the theme's.
 * - `typesense` / `meilisearch`: this plugin's UI, querying a self-hosted engine that
 *   scripts/search/push-records.mjs fills with the same records.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig as PresetThemeConfig} from '@docusaurus/preset-classic';
import type {AlgoliaIndex} from './client/algoliaRemote';
import type {Options} from './options';
import type {RemoteEngine} from './types';

const PROVIDERS = ['local', 'algolia', 'typesense', 'meilisearch'] as const;
export type SearchProviderSetting = (typeof PROVIDERS)[number];

function isProvider(value: string): value is SearchProviderSetting {
  return PROVIDERS.some((provider) => provider === value);
}

export interface SearchSetup {
  provider: SearchProviderSetting;
  plugins: PluginConfig[];
  themeConfig: Pick<PresetThemeConfig, 'algolia'>;
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string, provider: string): string {
  const value = env[name];
  if (!value) {
    throw new Error(`SEARCH_PROVIDER=${provider} needs the ${name} environment variable.`);
  }
  return value;
}

/** Where search answers come from, read from the environment (the variables are in README.md). */
export type ProviderConnection =
  | {provider: 'local'}
  | {provider: 'algolia'; index: AlgoliaIndex}
  | {provider: 'typesense' | 'meilisearch'; remote: RemoteEngine};

export function providerConnection(env: Env): ProviderConnection {
  const provider = env.SEARCH_PROVIDER ?? 'local';
  if (!isProvider(provider)) {
    throw new Error(`Unknown SEARCH_PROVIDER "${provider}": use ${PROVIDERS.join(', ')}.`);
  }
  switch (provider) {
    case 'local':
      return {provider};
    case 'algolia':
      return {
        provider,
        index: {
          appId: required(env, 'ALGOLIA_APP_ID', provider),
          searchKey: required(env, 'ALGOLIA_SEARCH_API_KEY', provider),
          indexName: required(env, 'ALGOLIA_INDEX_NAME', provider),
        },
      };
    case 'typesense':
    case 'meilisearch':
      return {
        provider,
        remote: {
          url: required(env, 'SEARCH_ENGINE_URL', provider).replace(/\/$/, ''),
          searchKey: required(env, 'SEARCH_ENGINE_SEARCH_KEY', provider),
          indexName: env.SEARCH_ENGINE_INDEX ?? 'docusaurus',
        },
      };
  }
}

export function searchSetup(env: Env, pluginOptions: Options): SearchSetup {
  const connection = providerConnection(env);
  const plugin = (options: Options): PluginConfig => [
    require.resolve('./index.ts'),
    {...pluginOptions, ...options},
  ];
  switch (connection.provider) {
    case 'local':
      return {provider: 'local', plugins: [plugin({provider: 'local'})], themeConfig: {}};
    case 'algolia':
      return {
        provider: 'algolia',
        plugins: [],
        themeConfig: {
          algolia: {
            appId: connection.index.appId,
            apiKey: connection.index.searchKey,
            indexName: connection.index.indexName,
            contextualSearch: true,
            ...(pluginOptions.replaceSearchResultPathname && {
              replaceSearchResultPathname: pluginOptions.replaceSearchResultPathname,
            }),
          },
        },
      };
    case 'typesense':
    case 'meilisearch':
      return {
        provider: connection.provider,
        plugins: [plugin({provider: connection.provider, remote: connection.remote})],
        themeConfig: {},
      };
  }
}
