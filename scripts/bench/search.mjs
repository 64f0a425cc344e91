#!/usr/bin/env node
// Measures the offline search on the built site (run `npm run build` first):
//   1. records, raw and gzip bytes of every context file of build/search-index;
//   2. bytes a reader fetches before the first result on a Canary docs page;
//   3. query time p50/p95 in Node over a fixed set of 200 queries;
//   4. in Chromium: time from opening the modal (cold cache) to the first rendered hits, and
//      from a keystroke to the updated hits once the index is loaded;
//   5. relevance of the modal and the search page on the real questions and the judged queries
//      (search-relevance.mjs), for the local index or SEARCH_PROVIDER's; not with --no-relevance.
// Figures are printed with their targets and written to scripts/bench/results/search.json.
//
//   npm run bench:search -- [build folder] [--no-browser] [--relevance-only] [--no-relevance]
//     [--misses] [--ungrouped-modal] [--mined]
// --misses lists the judged and 'tune' queries whose page is not first in the modal;
// --mined also scores scripts/search/mined-questions.jsonl, readers' questions the docs were
// written to answer (a tuning set, not a measure of the search);
// --ungrouped-modal scores the modal as DocSearch lays out ungrouped hits (the layout before
// hits were grouped by page), for comparison.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {serveStatic} from '../lib/static-server.mjs';
import {measureRelevance} from './search-relevance.mjs';

const root = new URL('../..', import.meta.url).pathname;
const buildDir = path.resolve(
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(root, 'build'),
);
const require = createRequire(import.meta.url);
// jiti (the TypeScript loader Docusaurus itself uses for its config) reads our TypeScript.
const jiti = require('jiti')(import.meta.url);
const {readBuiltIndex} = jiti(path.join(root, 'src/plugins/search-index/readIndex.ts'));
const {SearchEngine} = jiti(path.join(root, 'src/plugins/search-index/engine.ts'));
const {judgedQueries, CANARY_CONTEXT} = jiti(
  path.join(root, 'src/plugins/search-index/__tests__/judged-queries.ts'),
);

const TARGETS = {currentContextGzipKB: 250, p95QueryMs: 5, firstHitsMs: 300};
const QUERY_COUNT = 200;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const gzipSize = (bytes) => zlib.gzipSync(bytes).length;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The judged queries, then the prefixes a reader types on the way to each: 200 in all. */
function fixedQueries() {
  const queries = judgedQueries.map((q) => q.query);
  for (let length = 3; queries.length < QUERY_COUNT; length += 2) {
    for (const {query} of judgedQueries) {
      if (query.length > length && queries.length < QUERY_COUNT) {
        queries.push(query.slice(0, length));
      }
    }
  }
  return queries;
}

function measureFiles(index) {
  const rows = index.contexts.map(({key, records, bytes, textBytes}) => {
    const [recordsGzip, textGzip] = [bytes, textBytes].map((b) => (b ? gzipSize(b) : 0));
    const rawKB = kb(bytes.length + (textBytes?.length ?? 0));
    const gzipKB = kb(recordsGzip + textGzip);
    // Of which the records file: what a first search fetches (see contexts.ts).
    return {context: key, records: records.length, rawKB, gzipKB, recordsGzipKB: kb(recordsGzip)};
  });
  console.log('\nContext files (build/search-index)');
  console.table(rows);
  const current = rows.find((row) => row.context === 'en|docs-default-current');
  console.log(
    `Current-version context: ${current?.gzipKB} KB gzip (target ≤ ${TARGETS.currentContextGzipKB} KB)`,
  );
  // A first search needs the records files only (with their headings); the text comes after.
  const canary = index.contexts.filter((c) => CANARY_CONTEXT.tags.includes(c.key.split('|')[1]));
  const beforeFirst =
    gzipSize(index.manifestBytes) + canary.reduce((n, c) => n + gzipSize(c.bytes), 0);
  console.log(
    `Fetched before the first result on a Canary page (manifest + records of ${canary.map((c) => c.key).join(', ')}): ${kb(beforeFirst)} KB gzip`,
  );
  return {
    files: rows,
    currentContextGzipKB: current?.gzipKB,
    beforeFirstResultGzipKB: kb(beforeFirst),
  };
}

/** Wall-clock and CPU milliseconds of `fn`; on a busy machine the CPU time is the fair figure. */
function timed(fn) {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  fn();
  const used = process.cpuUsage(cpu);
  return {wall: performance.now() - wall, cpu: (used.user + used.system) / 1000};
}

function measureNode(index) {
  const engine = new SearchEngine();
  const build = timed(() => {
    for (const context of index.contexts) {
      if (CANARY_CONTEXT.tags.includes(context.key.split('|')[1])) {
        engine.add(context.records);
      }
    }
  });
  const queries = fixedQueries();
  const filters = {languages: CANARY_CONTEXT.languages, tags: CANARY_CONTEXT.tags};
  queries.forEach((q) => engine.search(q, filters)); // warm-up: let the JIT settle
  const wall = [];
  const cpu = [];
  for (let round = 0; round < 3; round += 1) {
    for (const q of queries) {
      const t = timed(() => engine.search(q, filters));
      wall.push(t.wall);
      cpu.push(t.cpu);
    }
  }
  const figures = (times) => ({
    p50: +percentile(times, 50).toFixed(2),
    p95: +percentile(times, 95).toFixed(2),
    max: +Math.max(...times).toFixed(2),
  });
  const result = {
    queries: queries.length,
    records: engine.size,
    indexBuildMs: {wall: Math.round(build.wall), cpu: Math.round(build.cpu)},
    queryWallMs: figures(wall),
    queryCpuMs: figures(cpu),
  };
  console.log(`\nNode: ${result.queries} queries over ${result.records} records`);
  console.log(
    `  index built in ${result.indexBuildMs.wall} ms (CPU ${result.indexBuildMs.cpu} ms)`,
  );
  for (const [label, f] of [
    ['wall clock', result.queryWallMs],
    ['CPU time', result.queryCpuMs],
  ]) {
    console.log(
      `  query ${label}: p50 ${f.p50} ms, p95 ${f.p95} ms (target < ${TARGETS.p95QueryMs} ms), max ${f.max} ms`,
    );
  }
  return result;
}

async function measureBrowser() {
  const {chromium} = require('playwright-core');
  // Compressed like a host would send it: the bytes fetched before the first hit count.
  const server = await serveStatic(buildDir, {gzip: true});
  const base = server.url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const first = [];
    // How long the page's main thread was busy meanwhile (parsing, indexing, rendering): the
    // part that a busy machine does not inflate, unlike the wall clock.
    const firstBusy = [];
    let indexBytes = 0;
    for (let run = 0; run < 5; run += 1) {
      // A new context each time: empty cache, nothing preloaded.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/docs/`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.evaluate(() => {
        window.__firstHit = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector('.DocSearch-Hit')) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.body, {childList: true, subtree: true});
        });
        document.addEventListener('keydown', () => (window.__opened ??= performance.now()), {
          capture: true,
        });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const busy = async () =>
        (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
          .value * 1000;
      const busyBefore = await busy();
      await page.keyboard.press('Control+k');
      await page.keyboard.type('sidebar');
      const {ms, bytes} = await page.evaluate(async () => {
        const hit = await window.__firstHit;
        // The index files (compressed bodies) that had arrived when the hits appeared.
        const arrived = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/search-index/') && entry.responseEnd <= hit);
        return {ms: hit - window.__opened, bytes: arrived.map((entry) => entry.encodedBodySize)};
      });
      first.push(ms);
      firstBusy.push((await busy()) - busyBefore);
      indexBytes = bytes.reduce((a, b) => a + b, 0);
      await context.close();
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/docs/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('docs');
    await page.waitForSelector('.DocSearch-Hit');
    const keystrokes = [];
    for (const {query} of judgedQueries.slice(0, 30)) {
      await page.fill('.DocSearch-Input', '');
      const ms = await page.evaluate(
        (q) =>
          new Promise((resolve) => {
            const input = document.querySelector('.DocSearch-Input');
            const modal = document.querySelector('.DocSearch-Modal');
            let last = 0;
            const observer = new MutationObserver(() => (last = performance.now()));
            observer.observe(modal, {childList: true, subtree: true, characterData: true});
            const started = performance.now();
            // The React onChange of the input fires for native input events.
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            setter.call(input, q);
            input.dispatchEvent(new Event('input', {bubbles: true}));
            setTimeout(() => {
              observer.disconnect();
              resolve(last > 0 ? last - started : 0);
            }, 400);
          }),
        query,
      );
      keystrokes.push(ms);
    }
    await context.close();
    const result = {
      firstHitsColdMs: {
        p50: Math.round(percentile(first, 50)),
        max: Math.round(Math.max(...first)),
      },
      firstHitsMainThreadBusyMs: Math.round(percentile(firstBusy, 50)),
      indexBytesBeforeFirstHitKB: kb(indexBytes),
      keystrokeToHitsMs: {
        p50: Math.round(percentile(keystrokes, 50)),
        p95: Math.round(percentile(keystrokes, 95)),
      },
    };
    console.log('\nChromium (loopback, gzip)');
    console.log(
      `  first hits after opening the modal, cold cache: p50 ${result.firstHitsColdMs.p50} ms, max ${result.firstHitsColdMs.max} ms (target < ${TARGETS.firstHitsMs} ms)`,
    );
    console.log(
      `  main thread busy meanwhile (p50): ${result.firstHitsMainThreadBusyMs} ms (network excluded)`,
    );
    console.log(
      `  index bytes fetched before the first hit: ${result.indexBytesBeforeFirstHitKB} KB`,
    );
    console.log(
      `  keystroke to rendered hits (index loaded): p50 ${result.keystrokeToHitsMs.p50} ms, p95 ${result.keystrokeToHitsMs.p95} ms`,
    );
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (!fs.existsSync(path.join(buildDir, 'search-index', 'manifest.json'))) {
  console.error('No build/search-index: run `npm run build` first.');
  process.exit(1);
}
const index = readBuiltIndex(buildDir);
const loadAverage = os.loadavg().map((l) => +l.toFixed(2));
console.log(
  `Load average ${loadAverage.join(', ')} on ${os.cpus().length} CPUs: wall-clock figures grow on a busy machine.`,
);
const flags = new Set(process.argv.slice(2));
const relevanceOnly = flags.has('--relevance-only');
const relevanceFlags = {
  misses: flags.has('--misses'),
  ungroupedModal: flags.has('--ungrouped-modal'),
  mined: flags.has('--mined'),
};
const remoteProvider = Boolean(
  process.env.SEARCH_PROVIDER && process.env.SEARCH_PROVIDER !== 'local',
);
const results = {
  date: new Date().toISOString(),
  loadAverage,
  targets: TARGETS,
  // A remote provider's index is not the build's: only its relevance is measured.
  files: relevanceOnly || remoteProvider ? null : measureFiles(index),
  node: relevanceOnly || remoteProvider ? null : measureNode(index),
  browser:
    relevanceOnly || remoteProvider || flags.has('--no-browser') ? null : await measureBrowser(),
  relevance: flags.has('--no-relevance') ? null : await measureRelevance(index, relevanceFlags),
};
const outFile = path.join(root, 'scripts/bench/results/search.json');
fs.mkdirSync(path.dirname(outFile), {recursive: true});
fs.writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(root, outFile)}`);
