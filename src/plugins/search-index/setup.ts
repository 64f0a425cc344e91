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
import type {Options} from './options';

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

export function searchSetup(env: Env, pluginOptions: Options): SearchSetup {
  const provider = env.SEARCH_PROVIDER ?? 'local';
  if (!isProvider(provider)) {
    throw new Error(`Unknown SEARCH_PROVIDER "${provider}": use ${PROVIDERS.join(', ')}.`);
  }
  const plugin = (options: Options): PluginConfig => [
    require.resolve('./index.ts'),
    {...pluginOptions, ...options},
  ];
  switch (provider) {
    case 'local':
      return {provider, plugins: [plugin({provider: 'local'})], themeConfig: {}};
    case 'algolia':
      return {
        provider,
        plugins: [],
        themeConfig: {
          algolia: {
            appId: required(env, 'ALGOLIA_APP_ID', provider),
            apiKey: required(env, 'ALGOLIA_SEARCH_API_KEY', provider),
            indexName: required(env, 'ALGOLIA_INDEX_NAME', provider),
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
        provider,
        plugins: [
          plugin({
            provider,
            remote: {
              url: required(env, 'SEARCH_ENGINE_URL', provider),
              searchKey: required(env, 'SEARCH_ENGINE_SEARCH_KEY', provider),
              indexName: env.SEARCH_ENGINE_INDEX ?? 'docusaurus',
            },
          }),
        ],
        themeConfig: {},
      };
  }
}
