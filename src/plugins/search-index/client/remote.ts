/**
 * Self-hosted engines for sites that outgrow a static index. Both hold the records pushed by
 * scripts/search/push-records.mjs (the DocSearch records plus an `id`), are queried with a
 * search-only key, and answer with records; highlighting is then done here, the same way as
 * for the local index, so no engine-provided HTML ever reaches the page.
 */
import {searchTerms, type EngineHit} from '../engine';
import {indexTerms, stems} from '../tokenize';
import type {RemoteEngine, SearchRecord} from '../types';
import type {BackendPage, SearchBackend} from './backend';
import type {ContextSelection} from './loader';

/** Fields the engines search, headings first; push-records.mjs configures them. */
export const SEARCHED_FIELDS = [
  'keywords',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
];

/**
 * The record's terms a query matched, found the way our engine would: equal to a query word,
 * or starting with the word being typed or with the stem of a word.
 */
export function matchLocally(record: SearchRecord, query: string): EngineHit {
  const wanted = searchTerms(query);
  const prefixes = [...wanted.slice(-1), ...wanted.flatMap(stems)];
  const matches = (term: string) =>
    wanted.includes(term) || prefixes.some((prefix) => term.startsWith(prefix));
  const own = record.type === 'content' ? null : record.hierarchy[record.type];
  const titleTerms = indexTerms(own ?? '').filter(matches);
  const textTerms = [record.hierarchy.lvl1, record.content ?? ''].flatMap((text) =>
    indexTerms(text),
  );
  return {
    record,
    score: 0,
    terms: [...new Set([...titleTerms, ...textTerms.filter(matches)])],
    inTitle: titleTerms.length > 0,
  };
}

/** Fetches a JSON answer; a failed one rejects with the error DocSearch shows its screen for. */
export async function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) {
    // DocSearch shows its error screen for this error name.
    throw Object.assign(new Error(`Search engine answered HTTP ${response.status}`), {
      name: 'RetryError',
    });
  }
  return response.json();
}

function quote(value: string): string {
  return `\`${value.replace(/`/g, '')}\``;
}

export function typesenseBackend(remote: RemoteEngine): SearchBackend {
  return {
    preload: async () => undefined,
    complete: async () => undefined,
    async search(query, selection, {page, hitsPerPage}): Promise<BackendPage> {
      const filters = [
        selection.languages && `language:=[${selection.languages.map(quote).join(',')}]`,
        selection.tags && `docusaurus_tag:=[${selection.tags.map(quote).join(',')}]`,
      ].filter(Boolean);
      const params = new URLSearchParams({
        q: query,
        query_by: SEARCHED_FIELDS.join(','),
        query_by_weights: '3,5,5,5,5,5,5,1',
        filter_by: filters.join(' && '),
        sort_by: '_text_match:desc,weight.pageRank:desc,weight.level:desc',
        per_page: String(hitsPerPage),
        page: String(page + 1),
      });
      const url = `${remote.url}/collections/${encodeURIComponent(remote.indexName)}/documents/search?${params}`;
      const body = (await fetchJson(url, {
        headers: {'X-TYPESENSE-API-KEY': remote.searchKey},
      })) as {found: number; hits: {document: SearchRecord}[]};
      return {
        hits: body.hits.map((hit) => matchLocally(hit.document, query)),
        nbHits: body.found,
        terms: searchTerms(query),
      };
    },
  };
}

function meiliFilter(selection: ContextSelection): string[][] {
  const or = (field: string, values: string[] | null) =>
    values ? [values.map((v) => `${field} = ${JSON.stringify(v)}`)] : [];
  return [...or('language', selection.languages), ...or('docusaurus_tag', selection.tags)];
}

export function meilisearchBackend(remote: RemoteEngine): SearchBackend {
  return {
    preload: async () => undefined,
    complete: async () => undefined,
    async search(query, selection, {page, hitsPerPage}): Promise<BackendPage> {
      const url = `${remote.url}/indexes/${encodeURIComponent(remote.indexName)}/search`;
      const body = (await fetchJson(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${remote.searchKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          q: query,
          filter: meiliFilter(selection),
          limit: hitsPerPage,
          offset: page * hitsPerPage,
        }),
      })) as {estimatedTotalHits: number; hits: SearchRecord[]};
      return {
        hits: body.hits.map((record) => matchLocally(record, query)),
        nbHits: body.estimatedTotalHits,
        terms: searchTerms(query),
      };
    },
  };
}
