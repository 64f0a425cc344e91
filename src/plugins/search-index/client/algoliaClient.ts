/**
 * An Algolia-compatible search function for DocSearch's `transformSearchClient`: it answers
 * `search({requests})` from our backend, in Algolia's response shape, and never touches the
 * network beyond the backend. DocSearch injects `_highlightResult`, `_snippetResult` and, for
 * recent searches, the raw hierarchy and content as HTML, so every text value returned here is
 * escaped, with `<mark>` as the only markup.
 */
import type {DocSearchHit, DocSearchTransformClient} from '@docsearch/react';
import {escapeHtml, segmentsToHtml, type Segment} from '../highlight';
import {groupTitleQuery, modalHits, pageGroupTitle} from '../modalGroups';
import {presentHit, type HierarchyLevel, type PresentedHit} from '../present';
import type {SearchBackend} from './backend';
import type {ContextSelection} from './loader';

type SearchFn = DocSearchTransformClient['search'];
type SearchArgs = Parameters<SearchFn>[0];
type FacetFilters = string | FacetFilters[];

/** The parameters of one request that this client understands. */
export interface LocalRequest {
  query: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
}

function flatten(filters: FacetFilters): string[] {
  return Array.isArray(filters) ? filters.flatMap(flatten) : [filters];
}

/** Reads DocSearch-style facet filters (AND of ORs) into the contexts to search. */
export function selectionFromFacetFilters(filters: FacetFilters | undefined): ContextSelection {
  const selection: ContextSelection = {languages: null, tags: null};
  const groups = filters === undefined ? [] : Array.isArray(filters) ? filters : [filters];
  for (const group of groups) {
    const alternatives = flatten(group);
    const values: Record<'language' | 'docusaurus_tag', string[]> = {
      language: [],
      docusaurus_tag: [],
    };
    for (const filter of alternatives) {
      const [attribute = '', ...rest] = String(filter).split(':');
      if (attribute !== 'language' && attribute !== 'docusaurus_tag') {
        throw new Error(`The local search index cannot filter on "${attribute}".`);
      }
      values[attribute].push(rest.join(':'));
    }
    if (values.language.length > 0) {
      selection.languages = values.language;
    }
    if (values.docusaurus_tag.length > 0) {
      selection.tags = values.docusaurus_tag;
    }
  }
  return selection;
}

/** `content:10` → 10: how many words DocSearch wants in a snippet. */
function snippetWords(attributes: string[] | undefined): number {
  const spec = attributes?.find((a) => a.startsWith('content:'));
  const words = Number(spec?.split(':')[1]);
  return Number.isFinite(words) && words > 0 ? words : 10;
}

function matchedWords(segments: Segment[] | null): string[] {
  return [...new Set((segments ?? []).filter((s) => s.match).map((s) => s.text.toLowerCase()))];
}

function highlightValue(segments: Segment[] | null, termCount: number) {
  const words = matchedWords(segments);
  const matchLevel = words.length === 0 ? 'none' : words.length >= termCount ? 'full' : 'partial';
  return {value: segmentsToHtml(segments ?? []), matchLevel, matchedWords: words} as const;
}

function escapeOrNull(value: string | null): string | null {
  return value === null ? null : escapeHtml(value);
}

/** One hit in the DocSearch shape, every text value escaped. */
export function toDocSearchHit(hit: PresentedHit, termCount: number): DocSearchHit {
  const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = hit.hierarchy;
  const marked = (level: Exclude<HierarchyLevel, 'lvl0'>) =>
    highlightValue(hit.highlighted.hierarchy[level], termCount);
  // DocSearch groups hits under their lvl0, shown as a title in plain text (no markup at all):
  // the page's own title, so that hits are grouped by page (see modalGroups.ts).
  const groupTitle = pageGroupTitle(hit.hierarchy);
  const highlightHierarchy = {
    lvl0: {value: groupTitle, matchLevel: 'none' as const, matchedWords: []},
    lvl1: marked('lvl1'),
    lvl2: marked('lvl2'),
    lvl3: marked('lvl3'),
    lvl4: marked('lvl4'),
    lvl5: marked('lvl5'),
    lvl6: marked('lvl6'),
  };
  const snippetContent = highlightValue(hit.contentSnippet, termCount);
  const [path = hit.url, anchor = null] = hit.url.split('#');
  return {
    objectID: hit.objectID,
    url: hit.url,
    url_without_anchor: path,
    anchor,
    type: hit.type,
    hierarchy: {
      lvl0: groupTitle,
      lvl1: escapeHtml(lvl1),
      lvl2: escapeOrNull(lvl2),
      lvl3: escapeOrNull(lvl3),
      lvl4: escapeOrNull(lvl4),
      lvl5: escapeOrNull(lvl5),
      lvl6: escapeOrNull(lvl6),
    },
    content: escapeOrNull(hit.content),
    _highlightResult: {
      hierarchy: highlightHierarchy,
      content: highlightValue(hit.highlighted.content, termCount),
      hierarchy_camel: [highlightHierarchy],
    },
    _snippetResult: {
      hierarchy: highlightHierarchy,
      content: {value: snippetContent.value, matchLevel: snippetContent.matchLevel},
      hierarchy_camel: [highlightHierarchy],
    },
  };
}

function requestsOf(args: SearchArgs): LocalRequest[] {
  const requests = Array.isArray(args) ? args : args.requests;
  return requests.map((request) => {
    // Legacy calls nest the parameters under `params`; v5 calls spread them.
    const params =
      'params' in request && typeof request.params === 'object' ? request.params : request;
    return params as LocalRequest;
  });
}

/**
 * Answers DocSearch's requests from the backend, hits grouped by page. The modal asks for the
 * first page only; later pages are cut from the same grouped list.
 */
export async function answer(
  backend: SearchBackend,
  request: LocalRequest,
  rewriteUrl: (url: string) => string,
) {
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const started = Date.now();
  const selection = selectionFromFacetFilters(request.facetFilters);
  // Grouping keeps a share of each page's sections: ask for twice as many as are needed.
  const wanted = (page + 1) * hitsPerPage;
  const result = await backend.search(groupTitleQuery(request.query), selection, {
    page: 0,
    hitsPerPage: 2 * wanted,
  });
  const words = snippetWords(request.attributesToSnippet);
  const grouped = modalHits(result.hits, wanted).slice(page * hitsPerPage);
  const hits = grouped.map((hit) =>
    toDocSearchHit(presentHit(hit, {snippetWords: words, rewriteUrl}), result.terms.length),
  );
  return {
    hits,
    nbHits: result.nbHits,
    page,
    nbPages: Math.ceil(result.nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    query: request.query,
    params: '',
    exhaustiveNbHits: true,
  };
}

function emptyAnswer(request: LocalRequest) {
  const hitsPerPage = request.hitsPerPage ?? 20;
  return {
    hits: [],
    nbHits: 0,
    page: request.page ?? 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    query: request.query,
    params: '',
    exhaustiveNbHits: true,
  };
}

/**
 * Answers DocSearch's requests from the backend, in Algolia's response shape.
 *
 * When the index cannot be fetched, the search answers "no hits" and `onReachable(false)` is
 * called: DocSearch 3.9 resets its own error state as soon as a search fails, so the search bar
 * shows the error screen itself, until `onReachable(true)` after the next successful search.
 */
export function localSearch(
  backend: SearchBackend,
  rewriteUrl: (url: string) => string,
  onReachable: (reachable: boolean) => void,
) {
  // Calls so far: a call that waited for the index while the reader typed on is no longer the
  // newest once the index is in.
  let calls = 0;
  return async (requests: LocalRequest[]) => {
    const call = ++calls;
    try {
      await Promise.all(
        requests.map((r) => backend.preload(selectionFromFacetFilters(r.facetFilters))),
      );
      // On a first search, every keystroke typed while the index downloads waits for it, and
      // DocSearch shows the answer of the newest only: answering the others first (each with a
      // cold engine, a one-letter prefix among them) delayed the first hits by over 100 ms.
      const results =
        call === calls
          ? await Promise.all(requests.map((r) => answer(backend, r, rewriteUrl)))
          : requests.map(emptyAnswer);
      onReachable(true);
      return {results};
    } catch (error) {
      if (error instanceof Error && error.name === 'RetryError') {
        onReachable(false);
        return {results: requests.map(emptyAnswer)};
      }
      throw error;
    }
  };
}

/**
 * For DocSearch's `transformSearchClient`: keeps the client DocSearch made (it never sends a
 * request while its `search` is replaced) and answers every search with `localSearch`.
 */
export function localSearchTransform(
  backend: SearchBackend,
  rewriteUrl: (url: string) => string,
  onReachable: (reachable: boolean) => void,
): (client: DocSearchTransformClient) => DocSearchTransformClient {
  const search = localSearch(backend, rewriteUrl, onReachable);
  // Algolia types `search` as generic over the hit type; ours always returns DocSearch hits.
  const searchFn = ((args: SearchArgs) => search(requestsOf(args))) as unknown as SearchFn;
  return (client) => ({...client, search: searchFn});
}
