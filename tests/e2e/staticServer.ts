import {serveStatic} from '../../scripts/lib/static-server.mjs';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a build folder on a free loopback port, as `npm run serve` does, with no caching.
 * `rewrite` may replace the body of any file, which lets a test pretend a new version was
 * deployed without copying the build.
 */
export function serveBuild(
  root: string,
  rewrite?: (urlPath: string, body: Buffer) => Buffer,
): Promise<StaticServer> {
  return serveStatic(root, {noCache: true, rewrite});
}
