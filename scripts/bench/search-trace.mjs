#!/usr/bin/env node
/**
 * Where a cold first search spends its time, to find what to cut before cutting. The same steps as
 * the first-hits figure of search.mjs (open /docs/ with an empty cache, wait for hydration, press
 * Ctrl+K, type 'sidebar'), under a Chromium trace from the keydown to the first rendered hit:
 *   - the requests sent meanwhile, with when each was sent and answered;
 *   - the main thread's tasks of 10 ms or more, with what ran in them;
 *   - the main thread's CPU samples by stage of the search (found by the functions on the stack;
 *     minified names: the stages are told apart by the engine's method names, which stay; the
 *     rest is listed by script, where the engine's chunk holds the decoding of the index files).
 *
 *   node scripts/bench/search-trace.mjs [build folder] [--runs=N]
 *
 * On a shared machine the wall clock varies by a factor of two: compare the shares, or builds
 * interleaved.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import {serveStatic} from '../lib/static-server.mjs';

const require = createRequire(import.meta.url);
const {chromium} = require('playwright-core');
const buildDir = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'build');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);

/** Stages of a first search, by a function name on the sampled stack (first match wins). */
const STAGES = [
  [/^addHeadings$/, 'engine: headings index'],
  [/^indexText$/, 'engine: text index'],
  [/^search$/, 'engine: query'],
];
const TASKS = ['RunTask', 'ThreadControllerImpl::RunTask'];
const ms = (micros) => Math.round(micros / 1000);

function analyse(traceEvents) {
  const mark = (name) => traceEvents.find((e) => e.name === name && e.cat.includes('user_timing'));
  const [from, to] = [mark('search-keydown').ts, mark('search-first-hit').ts];
  const {pid} = mark('search-keydown');
  const {tid} = traceEvents.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain',
  );
  const requests = new Map();
  for (const e of traceEvents) {
    const id = e.args?.data?.requestId;
    if (!id || e.ts < from || !e.name.startsWith('Resource')) continue;
    const request = requests.get(id) ?? {};
    requests.set(id, request);
    if (e.name === 'ResourceSendRequest')
      Object.assign(request, {url: e.args.data.url, sent: e.ts});
    if (e.name === 'ResourceFinish') request.finished = e.ts;
  }
  console.log('  requests (sent → finished, ms after the keydown):');
  for (const {url, sent, finished} of requests.values()) {
    if (url && sent <= to) {
      const answered = finished ? ms(finished - from) : '…';
      console.log(
        `    ${String(ms(sent - from)).padStart(5)} → ${answered}  ${new URL(url).pathname}`,
      );
    }
  }
  const own = traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = own.filter((e) => TASKS.includes(e.name) && e.ts + e.dur >= from && e.ts <= to);
  console.log('  main-thread tasks of 10 ms or more:');
  for (const task of tasks.filter((t) => t.dur >= 10000)) {
    const inside = own.filter(
      (e) =>
        !TASKS.includes(e.name) &&
        e.ts >= task.ts &&
        e.ts + e.dur <= task.ts + task.dur &&
        e.dur >= 2000,
    );
    const what = inside.slice(0, 5).map((e) => {
      const {url, type} = e.args?.data ?? {};
      const detail = url ? `(${url.split('/').pop()})` : type ? `(${type})` : '';
      return `${e.name}${detail} ${ms(e.dur)}`;
    });
    console.log(
      `    ${String(ms(task.ts - from)).padStart(5)} +${ms(task.dur)}  ${what.join(', ')}`,
    );
  }
  console.log(`  busy: ${ms(tasks.reduce((sum, t) => sum + t.dur, 0))} ms in tasks`);
  return {samples: stages(traceEvents, pid, tid, from, to), firstHit: ms(to - from)};
}

/** Milliseconds of main-thread CPU samples in [from, to], by stage. */
function stages(traceEvents, pid, tid, from, to) {
  const profile = traceEvents.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const chunk of traceEvents.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
    const {cpuProfile = {}, timeDeltas = []} = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => samples.push([(time += timeDeltas[i]), id]));
  }
  const stageOf = (id) => {
    const leaf = nodes.get(id).callFrame;
    if (!leaf.url) return leaf.functionName || '(native)';
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(node.callFrame);
    for (const [pattern, stage] of STAGES) {
      if (stack.some((frame) => pattern.test(frame.functionName))) return stage;
    }
    return `other script: ${leaf.url.split('/').pop()}`;
  };
  const totals = new Map();
  samples.forEach(([at, id], i) => {
    if (at >= from && at <= to && samples[i + 1]) {
      const stage = stageOf(id);
      totals.set(stage, (totals.get(stage) ?? 0) + (samples[i + 1][0] - at) / 1000);
    }
  });
  return totals;
}

const server = await serveStatic(buildDir, {gzip: true});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const totals = new Map();
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('.DocSearch-Hit')) {
          observer.disconnect();
          performance.mark('search-first-hit');
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
      const onKey = () => performance.mark('search-keydown');
      document.addEventListener('keydown', onKey, {capture: true, once: true});
    });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('sidebar');
    await page.waitForFunction(() => performance.getEntriesByName('search-first-hit').length > 0);
    const {traceEvents} = JSON.parse((await browser.stopTracing()).toString('utf8'));
    console.log(`run ${run + 1}`);
    const {samples, firstHit} = analyse(traceEvents);
    console.log(`  first hit: ${firstHit} ms after the keydown`);
    samples.forEach((value, stage) => totals.set(stage, (totals.get(stage) ?? 0) + value / runs));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`\nmain-thread CPU samples by stage, mean of ${runs} runs (ms):`);
for (const [stage, value] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`  ${value.toFixed(0).padStart(5)}  ${stage}`);
}
