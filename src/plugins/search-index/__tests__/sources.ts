/**
 * The ranking sources the relevance benchmark and the build-output gate score: the index of the
 * last build, searched in Node exactly as the browser searches it, or the provider that
 * SEARCH_PROVIDER names (Node only: it reads the build folder).
 */
import {algoliaBackend} from '../client/algoliaRemote';
import {engineBackend} from '../client/backend';
import {rankingSource, type RankingSource} from '../client/ranking';
import {meilisearchBackend, typesenseBackend} from '../client/remote';
import {SearchEngine} from '../engine';
import type {BuiltContext} from '../readIndex';
import {providerConnection} from '../setup';
import {CANARY_CONTEXT} from './judged-queries';

const selection = {languages: CANARY_CONTEXT.languages, tags: CANARY_CONTEXT.tags};

/** An engine holding the contexts the search bar searches on a Canary docs page. */
export function canaryEngine(contexts: readonly BuiltContext[]): SearchEngine {
  const engine = new SearchEngine();
  for (const context of contexts) {
    if (CANARY_CONTEXT.tags.includes(context.key.split('|')[1] ?? '')) {
      engine.add(context.records);
    }
  }
  return engine;
}

export function localSource(
  engine: SearchEngine,
  {groupsByPage = true, name = 'local index'} = {},
): RankingSource {
  return rankingSource(engineBackend(engine), {name, selection, groupsByPage});
}

/** The provider SEARCH_PROVIDER names, with the variables the site is built with. */
export function providerSource(
  env: Record<string, string | undefined>,
  contexts: readonly BuiltContext[],
): RankingSource {
  const connection = providerConnection(env);
  switch (connection.provider) {
    case 'local':
      return localSource(canaryEngine(contexts));
    case 'algolia':
      return rankingSource(algoliaBackend(connection.index), {
        name: `algolia index ${connection.index.indexName}`,
        selection,
        groupsByPage: false,
      });
    case 'typesense':
    case 'meilisearch': {
      const backend =
        connection.provider === 'typesense'
          ? typesenseBackend(connection.remote)
          : meilisearchBackend(connection.remote);
      return rankingSource(backend, {
        name: `${connection.provider} index ${connection.remote.indexName}`,
        selection,
        groupsByPage: true,
      });
    }
  }
}
