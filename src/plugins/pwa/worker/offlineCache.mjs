/**
 * Runtime caching for offline mode, bundled into the PWA plugin's sw.js as its `swCustom` module
 * (plain JavaScript: the plugin compiles the worker with Babel, without TypeScript).
 *
 * The plugin's worker answers offline only from its precache, which used to hold the whole build
 * (50 MB) and now holds what a phone reader needs first (../precache.ts). Everything else is cached
 * here as it is read:
 * - every same-origin GET answers from a cache when it can (the precache or this runtime cache,
 *   with the plugin's `/page` → `/page/index.html` lookup), and otherwise from the network, keeping
 *   a copy of each successful answer;
 * - the page sends the addresses it loaded before this worker controlled it (`CACHE_VISITED`,
 *   client/registerSw.ts): the page itself, its scripts, styles and data;
 * - the worker takes control of open pages when it activates, so the first visit's later pages are
 *   cached too, and drops the previous deploy's runtime cache then (a deploy installs a new worker).
 *
 * This listener runs before the plugin's and stops the event there, so a request is answered once.
 */
import {CACHE_VISITED} from './messages.mjs';

/** Name of the cache that holds what was read (the precache is the plugin's, managed by Workbox). */
export const RUNTIME_CACHE = 'docusaurus-offline-runtime';

/**
 * The addresses a cached copy of `url` may be stored under, query and hash left out: the address
 * itself, then the folder's index.html (the build writes /docs/cli as docs/cli/index.html).
 * @param {string} url
 * @param {string} origin
 * @returns {string[]}
 */
export function cacheAddresses(url, origin) {
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin) {
    return [];
  }
  parsed.search = '';
  parsed.hash = '';
  const withIndex = `${parsed.href}${parsed.pathname.endsWith('/') ? '' : '/'}index.html`;
  return parsed.pathname.endsWith('.html') ? [parsed.href] : [parsed.href, withIndex];
}

/**
 * Whether the worker answers this request: same-origin GETs only, and not a byte range (media),
 * which the Cache API cannot answer.
 * @param {{method: string, url: string, headers: {has(name: string): boolean}}} request
 * @param {string} origin
 */
export function handles(request, origin) {
  return (
    request.method === 'GET' &&
    !request.headers.has('range') &&
    new URL(request.url).origin === origin
  );
}

/**
 * @param {string} url
 * @returns {Promise<Response | undefined>}
 */
async function fromCaches(url) {
  for (const address of cacheAddresses(url, self.location.origin)) {
    // The precache stores each file under `url?__WB_REVISION__=…`: the query is ignored.
    const cached = await caches.match(address, {ignoreSearch: true});
    if (cached) {
      return cached;
    }
  }
  return undefined;
}

/**
 * Fetches from the network; a successful answer is stored while the page already reads it.
 * @param {Request | string} request
 * @param {(storing: Promise<void>) => void} keepAlive the event's waitUntil
 * @returns {Promise<Response>}
 */
async function fetchAndKeep(request, keepAlive) {
  const response = await fetch(request);
  const [address] = cacheAddresses(
    typeof request === 'string' ? request : request.url,
    self.location.origin,
  );
  if (response.ok && response.type === 'basic' && address) {
    const copy = response.clone();
    keepAlive(caches.open(RUNTIME_CACHE).then((cache) => cache.put(address, copy)));
  }
  return response;
}

/**
 * @param {unknown[]} urls
 */
async function keepVisited(urls) {
  const origin = self.location.origin;
  const sameOrigin = urls.filter(
    (url) => typeof url === 'string' && cacheAddresses(url, origin).length > 0,
  );
  await Promise.all(
    sameOrigin.map(async (url) => {
      if (!(await fromCaches(url))) {
        const stored = [];
        await fetchAndKeep(url, (storing) => stored.push(storing)).catch(() => undefined);
        await Promise.all(stored);
      }
    }),
  );
}

/**
 * @param {{offlineMode: boolean, debug: boolean}} params
 */
export default function offlineCache(params) {
  if (!params.offlineMode) {
    return;
  }
  const debug = (/** @type {string} */ message, /** @type {unknown} */ details) => {
    if (params.debug) {
      console.log(`[offline cache] ${message}`, details);
    }
  };
  self.addEventListener('activate', (event) => {
    event.waitUntil(Promise.all([caches.delete(RUNTIME_CACHE), self.clients.claim()]));
  });
  self.addEventListener('fetch', (event) => {
    if (!handles(event.request, self.location.origin)) {
      return;
    }
    event.stopImmediatePropagation();
    const {request} = event;
    event.respondWith(
      fromCaches(request.url).then(
        (cached) => cached ?? fetchAndKeep(request, (storing) => event.waitUntil(storing)),
      ),
    );
  });
  self.addEventListener('message', (event) => {
    if (event.data?.type === CACHE_VISITED && Array.isArray(event.data.urls)) {
      debug('caching the pages visited before', event.data.urls);
      event.waitUntil(keepVisited(event.data.urls));
    }
  });
}
