/**
 * A static server for the built site, the way a static host serves it: a file that exists is
 * served as it is, `/a` finds `a.html` or `a/index.html`, an unknown path gets 404.html with
 * status 404. `docusaurus serve` instead redirects every `.html` request to its clean URL,
 * which makes a page whose own route ends in `.html` (the test blog's `html-slug.html`)
 * unreachable; here only a `.html` path with no such file is redirected to its clean URL, so
 * `/docs/installation.html` still lands on `/docs/installation`. A trailing slash after a file's
 * name (`/tests/blog/html-slug.html/`) is redirected to the file, not answered with 404.html.
 *
 * Used by `npm run serve` (scripts/serve.mjs), the end-to-end tests and the benchmarks.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'text/xsl; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** Types worth compressing when the client accepts gzip. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/**
 * @param {string} root
 * @param {string} urlPath decoded path of the request
 * @returns {Promise<string | null>} the file that answers it, or null
 */
async function findFile(root, urlPath) {
  const candidates = urlPath.endsWith('/')
    ? [`${urlPath}index.html`]
    : [urlPath, `${urlPath}.html`, `${urlPath}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(root, path.normalize(candidate));
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) {
      return null;
    }
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) {
      return file;
    }
  }
  return null;
}

/** `/a/b.html` → `/a/b`, `/a/index.html` → `/a/`: where a missing `.html` file lives. */
export function cleanUrl(urlPath) {
  if (urlPath.endsWith('/index.html')) {
    return urlPath.slice(0, -'index.html'.length);
  }
  return urlPath.endsWith('.html') ? urlPath.slice(0, -'.html'.length) : null;
}

/** `/a/` → `/a`; null for `/` and paths without a trailing slash. */
function withoutTrailingSlash(urlPath) {
  return urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.slice(0, -1) : null;
}

/**
 * What build/_headers tells hosts to send with /assets/ (IMMUTABLE_ASSETS in
 * src/plugins/security-headers/utils.ts; a unit test keeps the two equal): their names carry a
 * content hash, so a browser keeps them without asking again, page after page.
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * @typedef {object} ServeOptions
 * @property {string} [host] default 127.0.0.1
 * @property {number} [port] default 0: a free port
 * @property {boolean} [gzip] compress text responses for clients that accept it, as hosts do
 * @property {boolean} [noCache] send `cache-control: no-cache` (tests that redeploy); otherwise
 *   files under /assets/ are sent with `ASSET_CACHE_CONTROL`
 * @property {(urlPath: string, body: Buffer) => Buffer} [rewrite] replace a file's body
 */

/**
 * Serves `root` until `close()` is called.
 * @param {string} root
 * @param {ServeOptions} [options]
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function serveStatic(root, options = {}) {
  const {host = '127.0.0.1', port = 0, gzip = false, noCache = false, rewrite} = options;
  const rootDir = path.resolve(root);
  /**
   * The last compressed body of each file, with the body it was made from. Hosts send stored
   * compressed files; compressing the index files (~1 MB) again on every request held up the
   * other answers for tens of milliseconds, which the benchmarks counted as the site's time.
   */
  const compressed = new Map();
  const server = http.createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {allow: 'GET, HEAD'}).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400, {'content-type': 'text/plain'}).end('Bad request');
      return;
    }
    const file = await findFile(rootDir, urlPath);
    if (!file) {
      // `/a.html` with no such file → `/a`; `/a.html/` (no folder) → the file `/a.html`.
      const target = cleanUrl(urlPath) ?? withoutTrailingSlash(urlPath);
      if (target !== null && (await findFile(rootDir, target))) {
        response.writeHead(301, {location: `${encodeURI(target)}${url.search}`}).end();
        return;
      }
    }
    const served = file ?? path.join(rootDir, '404.html');
    let body = await fs.readFile(served).catch(() => null);
    if (body === null) {
      response.writeHead(404, {'content-type': 'text/plain'}).end('Not found');
      return;
    }
    if (rewrite) {
      body = rewrite(urlPath, body);
    }
    const type = CONTENT_TYPES[path.extname(served).toLowerCase()] ?? 'application/octet-stream';
    const headers = {'content-type': type};
    if (noCache) {
      headers['cache-control'] = 'no-cache';
    } else if (file && urlPath.startsWith('/assets/')) {
      headers['cache-control'] = ASSET_CACHE_CONTROL;
    }
    if (
      gzip &&
      COMPRESSIBLE.test(type) &&
      /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    ) {
      const known = compressed.get(served);
      const raw = body;
      body = known?.raw.equals(raw) ? known.gzipped : zlib.gzipSync(raw);
      compressed.set(served, {raw, gzipped: body});
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(file ? 200 : 404, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error(`The static server is not listening on a TCP port: ${address}`);
  }
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
