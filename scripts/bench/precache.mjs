/**
 * Precache benchmark: what the service worker downloads when it installs in offline mode (a phone
 * reader's first visit turns it on), read from the precache manifest that the PWA plugin writes
 * into the build's sw.js: files and bytes before compression.
 *
 * Target (issue 27): at most 10 MB. Before src/plugins/pwa/precache.ts it was the whole build:
 * 2,376 files, 53.4 MB. Compared with scripts/bench/baseline.json like the other benchmarks.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, report} from './lib.mjs';

const PRECACHE_TARGET_MB = 10;

const worker = fs.readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
const urls = [...worker.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map(
  (match) => match[1],
);
if (urls.length === 0) {
  console.error('precache: no manifest entries found in build/sw.js');
  process.exit(1);
}
const bytes = urls.reduce((sum, url) => sum + fs.statSync(path.join(buildDir, url)).size, 0);
const mb = bytes / 1e6;
console.log(
  `precache: ${urls.length} files, ${bytes} bytes (${mb.toFixed(2)} MB) before compression`,
);

report('precache (sw.js manifest)', [
  {key: 'files', label: 'precached files', value: urls.length, unit: '', better: 'lower'},
  {
    key: 'megabytes',
    label: 'precached bytes, uncompressed',
    value: mb,
    unit: 'MB',
    better: 'lower',
    target: PRECACHE_TARGET_MB,
  },
]);
