/**
 * Ranks the pages a reader who hit a missing URL most likely wanted: first the same page in
 * other docs versions, then pages whose paths look alike (edit distance of the last segment,
 * overlap of the words in the path and title). Pure, so the not-found page and the tests share it.
 */

export interface IndexedVersion {
  label: string;
  /** The version's URL prefix, e.g. `/docs/3.8.1`; the current version's is `/docs`. */
  path: string;
  /** The shortest version prefix of the same docs instance (`/docs`). */
  base: string;
}

export interface IndexedRoute {
  path: string;
  title: string;
  /** Index into `versions` for docs. */
  version?: number;
}

export interface RouteIndex {
  versions: IndexedVersion[];
  routes: IndexedRoute[];
}

export interface Suggestion {
  path: string;
  title: string;
  /** The docs version label, for docs. */
  versionLabel?: string;
  reason: 'other-version' | 'similar';
}

/** A version segment of a URL that no longer exists or never did: `2.4.3`, `1.x`, `next`. */
const VERSION_LIKE = /^(v?\d+(\.[\dx]+)*(-[\w.]+)?|next|latest|current|canary)$/i;

const MIN_SIMILARITY = 0.45;

/** Lower case, decoded, without query, hash, `.html`, `/index` and trailing slash. */
export function normalizePath(path: string): string {
  const [pathname = ''] = path.split(/[?#]/);
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape stays as written.
  }
  const clean = decoded
    .toLowerCase()
    .replace(/\/index\.html?$/, '')
    .replace(/\.html?$/, '')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

function isUnder(path: string, prefix: string): boolean {
  return prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
}

interface Located {
  /** The docs instance base (`/docs`), when the path is under one. */
  base?: string;
  /** The version of the path, when it names one that exists. */
  version?: number;
  /** The path below its version prefix (`/cli`), or the whole path outside docs. */
  rest: string;
}

/** Splits `/docs/3.8.1/cli` into its docs instance, version and the rest (`/cli`). */
function locate(path: string, versions: readonly IndexedVersion[]): Located {
  let best: {index: number; prefix: string} | undefined;
  versions.forEach((version, index) => {
    const prefix = normalizePath(version.path);
    if (isUnder(path, prefix) && (!best || prefix.length > best.prefix.length)) {
      best = {index, prefix};
    }
  });
  if (!best) {
    return {rest: path};
  }
  const version = versions[best.index];
  const base = normalizePath(version?.base ?? best.prefix);
  let rest = path.slice(best.prefix === '/' ? 0 : best.prefix.length) || '/';
  // `/docs/2.4.3/cli`: a version that does not exist (any more) is ignored.
  const [, first, ...others] = rest.split('/');
  if (best.prefix === base && first !== undefined && VERSION_LIKE.test(first)) {
    rest = `/${others.join('/')}`;
    return {base, rest};
  }
  return {base, version: best.index, rest};
}

/** Levenshtein distance, on two rows. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 for equal strings, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  const length = Math.max(a.length, b.length);
  return length === 0 ? 1 : 1 - editDistance(a, b) / length;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !VERSION_LIKE.test(word));
}

function lastSegment(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? '';
}

/** How much of the request's words the candidate has (typos allowed), 0 to 1. */
function wordOverlap(requested: readonly string[], candidate: readonly string[]): number {
  if (requested.length === 0 || candidate.length === 0) {
    return 0;
  }
  const matched = requested.filter((word) =>
    candidate.some((other) => other === word || similarity(word, other) >= 0.8),
  ).length;
  return 0.8 * (matched / requested.length) + 0.2 * Math.min(1, matched / candidate.length);
}

/** A path without its all-digit segments: the dates of blog posts say nothing of the topic. */
function withoutNumbers(path: string): string {
  return path
    .split('/')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('/');
}

function score(requestRest: string, candidateRest: string, title: string): number {
  const segment = Math.max(
    similarity(lastSegment(requestRest), lastSegment(candidateRest)),
    // Two post URLs of the same day or month are alike only in their dates.
    similarity(withoutNumbers(requestRest), withoutNumbers(candidateRest)),
  );
  const overlap = wordOverlap(words(requestRest), [...words(candidateRest), ...words(title)]);
  return 0.6 * segment + 0.4 * overlap;
}

/** The words of the last meaningful path segment, for a search prefilled from the URL. */
export function searchQueryFromPath(path: string): string {
  const segments = normalizePath(path)
    .split('/')
    .filter((segment) => segment && !VERSION_LIKE.test(segment));
  for (const segment of segments.reverse()) {
    const query = segment.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (query && !/^\d+$/.test(query)) {
      return query;
    }
  }
  return '';
}

export function suggestRoutes(requestPath: string, index: RouteIndex, limit = 5): Suggestion[] {
  const request = normalizePath(requestPath);
  const located = locate(request, index.versions);
  const byPath = new Map(index.routes.map((route) => [normalizePath(route.path), route]));
  const suggestion = (route: IndexedRoute, reason: Suggestion['reason']): Suggestion => ({
    path: route.path,
    title: route.title,
    versionLabel: route.version !== undefined ? index.versions[route.version]?.label : undefined,
    reason,
  });

  // 1. The same page in the other versions of the same docs, newest first.
  const sameRest: Suggestion[] = [];
  if (located.base !== undefined) {
    for (const version of index.versions) {
      if (normalizePath(version.base) !== located.base) {
        continue;
      }
      const prefix = normalizePath(version.path);
      const candidate = normalizePath(`${prefix === '/' ? '' : prefix}${located.rest}`);
      const route = byPath.get(candidate);
      if (route && candidate !== request) {
        sameRest.push(suggestion(route, 'other-version'));
      }
    }
  }

  // 2. Pages with a similar path, one per page across versions: in the requested version when it
  //    has the page, else in the first version listed (the newest).
  const seen = new Set(sameRest.map((item) => item.path));
  const best = new Map<string, {route: IndexedRoute; score: number; preferred: boolean}>();
  for (const route of index.routes) {
    const path = normalizePath(route.path);
    if (path === request || seen.has(route.path)) {
      continue;
    }
    const candidate = locate(path, index.versions);
    if (
      candidate.base !== located.base &&
      located.base !== undefined &&
      candidate.base !== undefined
    ) {
      continue;
    }
    const key = `${candidate.base ?? ''}|${candidate.rest}`;
    // Outside the docs, a doc is compared by its whole path: /blog/nope is nearer /blog than the
    // docs page /docs/blog, whose path below the docs is /blog too.
    const compared = located.base === undefined ? path : candidate.rest;
    const value = score(located.rest, compared, route.title);
    const preferred = located.version !== undefined && candidate.version === located.version;
    const current = best.get(key);
    if (!current || (preferred && !current.preferred)) {
      best.set(key, {route, score: value, preferred});
    }
  }
  const similar = [...best.values()]
    .filter((entry) => entry.score >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score)
    .map((entry) => suggestion(entry.route, 'similar'));

  return [...sameRest, ...similar].slice(0, limit);
}
