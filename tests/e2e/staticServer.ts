import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a build folder on a free loopback port, resolving `/a/b` to `a/b`, `a/b.html` or
 * `a/b/index.html` like `docusaurus serve`. `rewrite` may replace the body of any file, which
 * lets a test pretend a new version was deployed without copying the build.
 */
export async function serveBuild(
  root: string,
  rewrite: (urlPath: string, body: Buffer) => Buffer = (_, body) => body,
): Promise<StaticServer> {
  const server = http.createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const candidates = urlPath.endsWith('/')
      ? [`${urlPath}index.html`]
      : [urlPath, `${urlPath}.html`, `${urlPath}/index.html`];
    for (const candidate of candidates) {
      const file = path.join(root, path.normalize(candidate));
      if (!file.startsWith(root)) {
        break;
      }
      const body = await fs.readFile(file).catch(() => null);
      if (body) {
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        });
        response.end(rewrite(urlPath, body));
        return;
      }
    }
    response.writeHead(404, {'content-type': 'text/plain'});
    response.end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error(`The static server is not listening on a TCP port: ${address}`);
  }
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
