#!/usr/bin/env node
// Pushes the search records of the last build (build/search-index) to Algolia, Typesense or
// Meilisearch, for sites that set SEARCH_PROVIDER=algolia|typesense|meilisearch. The records are
// the same DocSearch-shaped records the offline index holds, plus an `id` each engine accepts.
//
//   SEARCH_PROVIDER=typesense SEARCH_ENGINE_URL=http://localhost:8108 \
//   SEARCH_ENGINE_ADMIN_KEY=... [SEARCH_ENGINE_INDEX=docusaurus] node scripts/search/push-records.mjs
//   SEARCH_PROVIDER=algolia ALGOLIA_APP_ID=... ALGOLIA_ADMIN_API_KEY=... ALGOLIA_INDEX_NAME=... \
//   node scripts/search/push-records.mjs
//
// The admin key writes the index and stays on the machine that runs this script; the site is
// built with a search-only key (SEARCH_ENGINE_SEARCH_KEY, ALGOLIA_SEARCH_API_KEY). The index is
// replaced on each run.
import crypto from 'node:crypto';
import path from 'node:path';
import {createRequire} from 'node:module';

const root = new URL('../..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
// jiti (the TypeScript loader Docusaurus itself uses for its config) reads our TypeScript.
const jiti = require('jiti')(import.meta.url);
const {readBuiltIndex} = jiti(path.join(root, 'src/plugins/search-index/readIndex.ts'));
const {SEARCHED_FIELDS} = jiti(path.join(root, 'src/plugins/search-index/client/remote.ts'));

const env = process.env;
const provider = env.SEARCH_PROVIDER;
const algolia = provider === 'algolia';
const url = algolia
  ? `https://${env.ALGOLIA_APP_ID}.algolia.net`
  : env.SEARCH_ENGINE_URL?.replace(/\/$/, '');
const adminKey = algolia ? env.ALGOLIA_ADMIN_API_KEY : env.SEARCH_ENGINE_ADMIN_KEY;
const indexName = (algolia ? env.ALGOLIA_INDEX_NAME : env.SEARCH_ENGINE_INDEX) ?? 'docusaurus';
const outDir = process.argv[2] ?? path.join(root, 'build');

if (algolia ? !env.ALGOLIA_APP_ID || !adminKey || !env.ALGOLIA_INDEX_NAME : !url || !adminKey) {
  console.error(
    algolia
      ? 'Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME.'
      : 'Set SEARCH_PROVIDER (algolia, typesense or meilisearch), SEARCH_ENGINE_URL and SEARCH_ENGINE_ADMIN_KEY.',
  );
  process.exit(1);
}
if (!['algolia', 'typesense', 'meilisearch'].includes(provider)) {
  console.error('Set SEARCH_PROVIDER to algolia, typesense or meilisearch.');
  process.exit(1);
}

/** Both engines want an id made of letters, digits, - and _; object ids are URLs. */
function withId(record) {
  return {id: crypto.createHash('sha1').update(record.objectID).digest('hex'), ...record};
}

async function call(method, pathname, body, headers) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {'Content-Type': 'application/json', ...headers},
    body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body),
  });
  if (!response.ok && response.status !== 404) {
    throw new Error(`${method} ${pathname}: HTTP ${response.status} ${await response.text()}`);
  }
  return response;
}

async function pushTypesense(records) {
  const headers = {'X-TYPESENSE-API-KEY': adminKey};
  const optional = (name, type, facet = false) => ({name, type, facet, optional: true});
  await call('DELETE', `/collections/${indexName}`, undefined, headers);
  await call(
    'POST',
    '/collections',
    {
      name: indexName,
      enable_nested_fields: true,
      fields: [
        ...['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) =>
          optional(`hierarchy.${level}`, 'string'),
        ),
        optional('content', 'string'),
        optional('keywords', 'string[]'),
        {name: 'language', type: 'string', facet: true},
        {name: 'docusaurus_tag', type: 'string', facet: true},
        {name: 'weight.pageRank', type: 'int32'},
        {name: 'weight.level', type: 'int32'},
      ],
    },
    headers,
  );
  const lines = records.map((record) => JSON.stringify(withId(record))).join('\n');
  const response = await call(
    'POST',
    `/collections/${indexName}/documents/import?action=upsert`,
    lines,
    {...headers, 'Content-Type': 'text/plain'},
  );
  const failed = (await response.text())
    .split('\n')
    .filter((line) => !line.includes('"success":true'));
  if (failed.length > 0) {
    throw new Error(`Typesense refused ${failed.length} records, first: ${failed[0]}`);
  }
}

async function pushMeilisearch(records) {
  const headers = {Authorization: `Bearer ${adminKey}`};
  await call('DELETE', `/indexes/${indexName}`, undefined, headers);
  await call('POST', '/indexes', {uid: indexName, primaryKey: 'id'}, headers);
  await call(
    'PATCH',
    `/indexes/${indexName}/settings`,
    {
      searchableAttributes: SEARCHED_FIELDS,
      filterableAttributes: ['language', 'docusaurus_tag'],
    },
    headers,
  );
  await call('POST', `/indexes/${indexName}/documents`, records.map(withId), headers);
}

async function pushAlgolia(records) {
  const headers = {'X-Algolia-Application-Id': env.ALGOLIA_APP_ID, 'X-Algolia-API-Key': adminKey};
  const index = `/1/indexes/${encodeURIComponent(indexName)}`;
  await call('POST', `${index}/clear`, undefined, headers);
  await call(
    'PUT',
    `${index}/settings`,
    {
      searchableAttributes: SEARCHED_FIELDS.map((field) => `unordered(${field})`),
      // The facet filters of contextual search (the official theme's contextualSearch: true).
      attributesForFaceting: ['language', 'docusaurus_tag'],
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    },
    headers,
  );
  // Algolia takes batches of up to 1,000 objects.
  for (let start = 0; start < records.length; start += 1000) {
    const requests = records
      .slice(start, start + 1000)
      .map((record) => ({action: 'addObject', body: record}));
    await call('POST', `${index}/batch`, {requests}, headers);
  }
}

const PUSH = {algolia: pushAlgolia, typesense: pushTypesense, meilisearch: pushMeilisearch};
const {contexts} = readBuiltIndex(outDir);
const records = contexts.flatMap((context) => context.records);
await PUSH[provider](records);
console.log(
  `Pushed ${records.length} records (${contexts.map((c) => c.key).join(', ')}) to ${provider} index "${indexName}".`,
);
