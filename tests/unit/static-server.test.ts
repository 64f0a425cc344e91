// The static server behind `npm run serve` and the end-to-end tests (scripts/lib/static-server.mjs),
// on a small build folder made for the test.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ASSET_CACHE_CONTROL, cleanUrl, serveStatic} from '../../scripts/lib/static-server.mjs';
import {IMMUTABLE_ASSETS} from '../../src/plugins/security-headers/utils';

const files: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  '404.html': '<h1>not found</h1>',
  'docs/intro/index.html': '<h1>intro</h1>',
  'blog/post.html': '<h1>a post whose route ends in .html</h1>',
  'blog/plain.html': '<h1>plain</h1>',
  'assets/app.js': 'console.log("app");'.repeat(50),
  'img/logo.png': 'PNG',
};
let root: string;
let server: {url: string; close: () => Promise<void>};
const get = (urlPath: string, init: RequestInit = {}) =>
  fetch(`${server.url}${urlPath}`, {redirect: 'manual', ...init});

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), body);
  }
  // A secret beside the build that no path may reach.
  fs.writeFileSync(path.join(root, '..', `${path.basename(root)}-secret.txt`), 'secret');
  server = await serveStatic(root, {gzip: true});
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, {recursive: true, force: true});
  fs.rmSync(path.join(root, '..', `${path.basename(root)}-secret.txt`), {force: true});
});

describe('static server', () => {
  it('finds a page by its clean path, with or without a trailing slash', async () => {
    for (const urlPath of [
      '/',
      '/docs/intro',
      '/docs/intro/',
      '/docs/intro/index.html',
      '/blog/plain',
    ]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    expect(await (await get('/docs/intro')).text()).toBe('<h1>intro</h1>');
  });

  it('serves a file whose name ends in .html as it is, rather than redirecting it', async () => {
    const response = await get('/blog/post.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('ends in .html');
  });

  it('redirects a .html path with no such file to its clean URL, keeping the query', async () => {
    const response = await get('/docs/intro.html?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/docs/intro?x=1');
    expect(cleanUrl('/docs/index.html')).toBe('/docs/');
    expect(cleanUrl('/docs/intro')).toBeNull();
  });

  it('redirects a trailing slash after a file name to the file, keeping the query', async () => {
    const response = await get('/blog/post.html/?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/blog/post.html?x=1');
    expect((await get('/no/such/page/')).status).toBe(404);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>not found</h1>');
    expect((await get('/missing.html')).status).toBe(404);
  });

  it('never serves a file outside the build folder', async () => {
    const secret = `${path.basename(root)}-secret.txt`;
    for (const urlPath of [`/../${secret}`, `/%2e%2e/${secret}`, `/..%2f${secret}`]) {
      const response = await get(urlPath);
      expect(await response.text(), urlPath).not.toBe('secret');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/', {method: 'POST'})).status).toBe(405);
  });

  it('gzips text for clients that accept it, and leaves images alone', async () => {
    // fetch() would decode the body: read the bytes on the wire instead.
    const raw = await new Promise<{encoding?: string; body: Buffer}>((resolve, reject) => {
      const headers = {'accept-encoding': 'gzip'};
      http
        .get(`${server.url}/assets/app.js`, {headers}, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({encoding: response.headers['content-encoding'], body: Buffer.concat(chunks)}),
          );
        })
        .on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(zlib.gunzipSync(raw.body).toString()).toBe(files['assets/app.js']);
    const image = await get('/img/logo.png', {headers: {'accept-encoding': 'gzip'}});
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('sends the new body of a file changed since it was last compressed', async () => {
    const gzipped = {headers: {'accept-encoding': 'gzip'}};
    expect(await (await get('/blog/plain', gzipped)).text()).toBe('<h1>plain</h1>');
    fs.writeFileSync(path.join(root, 'blog/plain.html'), '<h1>plain, again</h1>');
    expect(await (await get('/blog/plain', gzipped)).text()).toBe('<h1>plain, again</h1>');
    fs.writeFileSync(path.join(root, 'blog/plain.html'), files['blog/plain.html']!);
  });

  it('lets browsers keep /assets/ as build/_headers tells hosts to, and nothing else', async () => {
    expect(ASSET_CACHE_CONTROL).toBe(IMMUTABLE_ASSETS.headers['Cache-Control']);
    expect((await get('/assets/app.js')).headers.get('cache-control')).toBe(ASSET_CACHE_CONTROL);
    for (const urlPath of ['/', '/docs/intro', '/img/logo.png', '/assets/missing.js']) {
      expect((await get(urlPath)).headers.get('cache-control'), urlPath).toBeNull();
    }
    const redeploying = await serveStatic(root, {noCache: true});
    const response = await fetch(`${redeploying.url}/assets/app.js`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    await redeploying.close();
  });
});
