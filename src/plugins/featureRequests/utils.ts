/** Pure helpers of the feature-request board: route paths, slug lookup and filtering. */
import type {
  FeatureRequest,
  FeatureRequestCategory,
  FeatureRequestStatus,
} from '@site/src/data/featureRequests';

export const BOARD_PATH = 'feature-requests';

export type BoardFilters = {
  status: FeatureRequestStatus | 'all';
  category: FeatureRequestCategory | 'all';
  /** Case-insensitive text searched in titles and descriptions. */
  query: string;
};

export const defaultBoardFilters: BoardFilters = {status: 'all', category: 'all', query: ''};

/** The values the board's filters accept, besides 'all'. */
export type KnownFilterValues = {
  statuses: readonly FeatureRequestStatus[];
  categories: readonly FeatureRequestCategory[];
};

/** Query string parameters of the filters: `?status=done&category=blog&q=sidebar`. */
const PARAMS = {status: 'status', category: 'category', query: 'q'} as const;

function known<T extends string>(value: string | null, values: readonly T[]): T | 'all' {
  return values.includes(value as T) ? (value as T) : 'all';
}

/** Reads the filters from a query string; unknown statuses and categories mean 'all'. */
export function parseBoardFilters(search: string, values: KnownFilterValues): BoardFilters {
  const params = new URLSearchParams(search);
  return {
    status: known(params.get(PARAMS.status), values.statuses),
    category: known(params.get(PARAMS.category), values.categories),
    query: params.get(PARAMS.query) ?? '',
  };
}

/**
 * Writes the filters into `search`, keeping unrelated parameters; defaults are left out, so the
 * unfiltered board has a clean URL.
 */
export function serializeBoardFilters(filters: BoardFilters, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(PARAMS) as (keyof BoardFilters)[]) {
    const value = filters[key];
    if (value === defaultBoardFilters[key]) {
      params.delete(PARAMS[key]);
    } else {
      params.set(PARAMS[key], value);
    }
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The request slug of a pathname under the board, '' for the board itself and null for a
 * pathname outside it. `boardPath` is the board's absolute path including the base URL.
 */
export function slugFromPathname(pathname: string, boardPath: string): string | null {
  const base = boardPath.replace(/\/+$/, '');
  if (pathname !== base && !pathname.startsWith(`${base}/`)) {
    return null;
  }
  const rest = pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
  return decodeURIComponent(rest);
}

export function findRequest(
  requests: readonly FeatureRequest[],
  slug: string,
): FeatureRequest | undefined {
  return requests.find((request) => request.slug === slug);
}

/** Requests that match all filters: dated ones newest first, then the rest by title. */
export function filterRequests(
  requests: readonly FeatureRequest[],
  {status, category, query}: BoardFilters,
): FeatureRequest[] {
  const text = query.trim().toLowerCase();
  return requests
    .filter(
      (request) =>
        (status === 'all' || request.status === status) &&
        (category === 'all' || request.category === category) &&
        (text === '' || `${request.title}\n${request.description}`.toLowerCase().includes(text)),
    )
    .sort(
      (a, b) =>
        (b.request?.opened ?? '').localeCompare(a.request?.opened ?? '') ||
        a.title.localeCompare(b.title),
    );
}

/**
 * Where to discuss a request: its public issue when we know it, otherwise the framework's issues
 * searched for the request title.
 */
export function discussionUrl(
  repoUrl: string,
  request: Pick<FeatureRequest, 'title' | 'request'>,
): string {
  if (request.request) {
    return `${repoUrl}/issues/${request.request.number}`;
  }
  const query = new URLSearchParams({q: `is:issue ${request.title}`});
  return `${repoUrl}/issues?${query.toString()}`;
}
