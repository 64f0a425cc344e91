// What the page and the offline worker (offlineCache.mjs) tell each other, shared by both bundles.

/** The page's message listing the addresses it loaded before the worker controlled it. */
export const CACHE_VISITED = 'CACHE_VISITED';
