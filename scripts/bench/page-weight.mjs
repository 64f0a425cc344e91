/**
 * What bench:weight records of a page in the browser: the gzip size of each JS and CSS file it
 * receives, and when its network has gone quiet.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildDir} from './lib.mjs';

const kb = (bytes) => bytes / 1024;

function kindOf(response) {
  const type = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  if (type === 'script' || pathname.endsWith('.js')) {
    return 'js';
  }
  if (type === 'stylesheet' || pathname.endsWith('.css')) {
    return 'css';
  }
  return null;
}

/**
 * The body of a response for a build file, read from the build: on a loaded machine the browser
 * sometimes cannot hand a body over (it was seen missing the main bundle in 47 of 287 loads).
 * Other responses are read from the browser.
 */
async function bodyOf(response, file) {
  const onDisk = path.join(buildDir, decodeURIComponent(file));
  if (onDisk.startsWith(buildDir) && fs.existsSync(onDisk) && fs.statSync(onDisk).isFile()) {
    return fs.promises.readFile(onDisk);
  }
  return response.body();
}

/**
 * Records the gzip size of every JS and CSS body the page receives (of the requests `counts`
 * accepts) until `stop` is called.
 */
export function recordWeight(page, counts = () => true) {
  const totals = {js: 0, css: 0};
  const files = [];
  const pending = [];
  const onResponse = (response) => {
    const kind = kindOf(response);
    if (kind === null || response.status() !== 200 || !counts(response.request())) {
      return;
    }
    const file = new URL(response.url()).pathname;
    pending.push(
      bodyOf(response, file).then(
        (body) => {
          const gzip = zlib.gzipSync(body, {level: 9}).length;
          totals[kind] += gzip;
          files.push({file, kind, gzipKB: kb(gzip)});
        },
        () => {},
      ),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    await Promise.all(pending);
    return {js: kb(totals.js), css: kb(totals.css), files};
  };
}

/**
 * Resolves once no request has been in flight for `quietMs`. Playwright's 'networkidle' is a
 * state of the document's load, reached once: after a client-side navigation it no longer waits.
 */
export function trackNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async (quietMs = 500) => {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}
