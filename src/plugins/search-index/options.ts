/** Options of the search-index plugin, their defaults and their validation. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {RemoteEngine, SearchProvider} from './types';

export interface PluginOptions {
  id: string;
  /** `local`: the static index in the browser. `typesense`/`meilisearch`: a self-hosted engine. */
  provider: SearchProvider;
  /** Connection to the self-hosted engine; required unless the provider is `local`. */
  remote: RemoteEngine | null;
  /** Folder of the build (and URL path) holding the manifest and the context files. */
  indexDir: string;
  /** Route of the full search page. */
  searchPagePath: string;
  /** Route prefixes (without the base URL) that never enter the index. */
  excludePaths: string[];
  /**
   * Route prefixes (without the base URL) indexed by their headings and keywords only, not their
   * text: long pages that few readers search the words of, left out to keep the index small.
   */
  headingsOnlyPaths: string[];
  /** Characters of text per record; longer sections get extra `content` records. */
  chunkSize: number;
  /** Rewrites result URLs, as the official Algolia theme's option of the same name does. */
  replaceSearchResultPathname: {from: string; to: string} | null;
  /** Issue form for "Let us know." on the no-results screen; the query goes in the title. */
  missingResultsUrl: string | null;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  provider: 'local',
  remote: null,
  indexDir: 'search-index',
  searchPagePath: 'search',
  excludePaths: ['/tests', '/search', '/__docusaurus'],
  headingsOnlyPaths: [],
  chunkSize: 500,
  replaceSearchResultPathname: null,
  missingResultsUrl: null,
};

const remoteSchema = Joi.object<RemoteEngine>({
  url: Joi.string()
    .uri({scheme: ['http', 'https']})
    .required(),
  searchKey: Joi.string().required(),
  indexName: Joi.string().required(),
});

const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('default'),
  provider: Joi.string()
    .valid('local', 'typesense', 'meilisearch')
    .default(DEFAULT_OPTIONS.provider),
  remote: remoteSchema
    .allow(null)
    .default(null)
    .when('provider', {
      not: 'local',
      then: remoteSchema.required().messages({
        'any.required': 'The {#label} option is required when the provider is not "local".',
      }),
    }),
  indexDir: Joi.string()
    .pattern(/^[\w-]+$/)
    .default(DEFAULT_OPTIONS.indexDir),
  searchPagePath: Joi.string().default(DEFAULT_OPTIONS.searchPagePath),
  excludePaths: Joi.array()
    .items(Joi.string().pattern(/^\//))
    .default(DEFAULT_OPTIONS.excludePaths),
  headingsOnlyPaths: Joi.array()
    .items(Joi.string().pattern(/^\//))
    .default(DEFAULT_OPTIONS.headingsOnlyPaths),
  chunkSize: Joi.number().integer().min(100).default(DEFAULT_OPTIONS.chunkSize),
  replaceSearchResultPathname: Joi.object({
    from: Joi.string().required(),
    to: Joi.string().allow('').required(),
  })
    .allow(null)
    .default(null),
  missingResultsUrl: Joi.string().uri().allow(null).default(null),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
