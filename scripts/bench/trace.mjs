/**
 * Main-thread profile of one page load on a throttled phone, to find what to cut before cutting.
 *
 *   node scripts/bench/trace.mjs http://127.0.0.1:PORT/docs/installation [--profile=out.cpuprofile]
 *
 * Serve the build yourself (`npm run serve -- --port PORT`). The page loads at phone size with the
 * CPU slowed four times (Lighthouse's mobile setting) while the V8 sampling profiler runs, until
 * the network is idle and 4 s more. Printed: the long tasks the browser reported, the busy time
 * by script, and the functions with the most self time (minified names: open the script at the
 * printed line:column to see which component or hook it is). The .cpuprofile opens in the
 * browser's DevTools. On a shared machine, compare builds interleaved, not one after the other.
 */
import fs from 'node:fs';
import {chromium} from '@playwright/test';

const [url, ...rest] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/bench/trace.mjs URL [--profile=FILE]');
  process.exit(1);
}
const profileFile = rest.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length);

/** The `count` largest entries of `totals` (name → ms), one a line. */
function largest(totals, count) {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }
    }).observe({type: 'longtask', buffered: true});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(4000);
  const {profile} = await cdp.send('Profiler.stop');
  if (profileFile) {
    fs.writeFileSync(profileFile, JSON.stringify(profile));
  }
  const longTasks = await page.evaluate(() => window.longTasks);
  const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  console.log(`long tasks [start, ms]: ${JSON.stringify(longTasks)}`);
  console.log(`blocking time over 50 ms: ${blocking} ms (observed, not Lighthouse's simulation)`);

  // A sample's time is the gap to the next one.
  const selfMicros = new Map();
  profile.samples.forEach((id, index) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  const byScript = new Map();
  const byFunction = new Map();
  for (const {id, callFrame} of profile.nodes) {
    const ms = (selfMicros.get(id) ?? 0) / 1000;
    const script = callFrame.url.replace(/^https?:\/\/[^/]+/, '') || callFrame.functionName;
    const name = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  console.log(`\nself time by script\n${largest(byScript, 15)}`);
  console.log(`\nself time by function\n${largest(byFunction, 30)}`);
} finally {
  await browser.close();
}
