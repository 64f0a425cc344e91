/**
 * Build benchmark: a cold and a warm production build of the whole site, each with its wall time,
 * the peak memory of the build's whole process tree and the pages it wrote per second.
 *
 * - Cold: the caches are cleared first (node_modules/.cache, .docusaurus), like a fresh CI clone.
 * - Warm: the same build again right after, with the bundler's persistent cache filled.
 * - Pages: the HTML files in build/ (redirect pages included: the build writes them too).
 * - Peak memory: resident memory summed over the build process and its children, sampled from
 *   /proc every 100 ms (Linux only).
 *
 * Target (issue 10): at least 10 pages per second cold. The in-run reference is the warm build:
 * the cold/warm ratio shows how much of the cold time is cache filling rather than rendering.
 * Figures are compared with scripts/bench/baseline.json; a regression of more than 10 % sets a
 * non-zero exit code (`--update-baseline` records this run instead).
 *
 * The build writes build/ and .docusaurus/: in a tree shared with other builds, run it under
 * the same lock as any build (`flock /tmp/site-build.lock node scripts/bench/build.mjs`).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {report, siteDir} from './lib.mjs';

const PAGES_PER_SECOND_TARGET = 10;

/** Resident memory (bytes) of `rootPid` and all of its descendants, read from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      // Field 24 of stat (22nd after the name) is the resident set size in pages.
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while we were reading.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function countHtmlFiles(dir) {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
}

/** Runs one production build and returns its wall time (s), peak memory (MB) and page count. */
async function build(label) {
  process.stdout.write(`${label} build... `);
  const started = process.hrtime.bigint();
  const child = spawn('npx', ['docusaurus', 'build'], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 100);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) {
    console.error(`failed (exit ${code}):\n${output.slice(-4000)}`);
    process.exit(1);
  }
  const pages = countHtmlFiles(path.join(siteDir, 'build'));
  console.log(`${seconds.toFixed(1)} s, ${pages} pages`);
  return {seconds, peakMb: peak / 2 ** 20, pages};
}

for (const dir of ['node_modules/.cache', '.docusaurus']) {
  fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
}
const cold = await build('Cold');
const warm = await build('Warm');

report('build', [
  {
    key: 'coldSeconds',
    label: 'Cold build time',
    value: cold.seconds,
    unit: 's',
    better: 'lower',
  },
  {
    key: 'coldPagesPerSecond',
    label: 'Pages per second, cold',
    value: cold.pages / cold.seconds,
    unit: 'pages/s',
    better: 'higher',
    target: PAGES_PER_SECOND_TARGET,
  },
  {key: 'coldPeakMb', label: 'Peak memory, cold', value: cold.peakMb, unit: 'MB', better: 'lower'},
  {key: 'warmSeconds', label: 'Warm build time', value: warm.seconds, unit: 's', better: 'lower'},
  {
    key: 'warmPagesPerSecond',
    label: 'Pages per second, warm',
    value: warm.pages / warm.seconds,
    unit: 'pages/s',
    better: 'higher',
  },
  {key: 'warmPeakMb', label: 'Peak memory, warm', value: warm.peakMb, unit: 'MB', better: 'lower'},
]);
console.log(
  `Pages built: ${cold.pages}. Cold/warm time ratio: ${(cold.seconds / warm.seconds).toFixed(2)}.`,
);
