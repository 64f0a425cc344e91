/**
 * `npm run bench:lighthouse`: our built site side by side with a plain Docusaurus 3.8.1 classic
 * site (scripts/bench/plain-site.mjs) that carries the same installation guide, docs landing
 * page and 3.8 release post. Both are served with gzip on loopback and measured interleaved in
 * one run (ours page A, plain page A, ours page B, ...; each round swaps who goes first), with
 * Lighthouse's default mobile emulation and throttling and then its desktop preset, 3 runs
 * each, medians. The showcase has no plain peer. Absolute figures from a shared machine are
 * noisy; the ratio ours/plain, taken in the same minutes, is the figure to read.
 *
 * Prints a table per template, checks issue 27's targets, writes
 * scripts/bench/results/lighthouse.json, and compares our category scores with
 * scripts/bench/baseline.json (a drop of more than 10 % sets a non-zero exit code).
 *
 * Flags: `--runs=N` (default 3); `--only=home,doc` (templates: home, docs, doc, post,
 * showcase); `--form=mobile` or `--form=desktop`; `--trace[=doc]` measures one template on
 * mobile and prints where its main-thread time went, ours and plain; `--port=P` serves ours on
 * P and plain on P+1 (default: free ports); `--verbose` lists the audits that lost points.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {serveStatic} from '../lib/static-server.mjs';
import {args, buildDir, report} from './lib.mjs';
import {
  checkTargets,
  comparisonRows,
  mainThreadBreakdown,
  medianFigures,
  runFigures,
} from './lighthouse-figures.mjs';
import {plainBuild} from './plain-site.mjs';

/** Each template: our path and, where plain Docusaurus has the same page, its path. */
const TEMPLATES = {
  home: {ours: '/', plain: '/'},
  docs: {ours: '/docs/', plain: '/docs/'},
  doc: {ours: '/docs/installation', plain: '/docs/installation'},
  post: {ours: '/blog/releases/3.8', plain: '/blog/releases/3.8'},
  showcase: {ours: '/showcase', plain: undefined},
};
/** The doc with tabs and code that must beat plain Docusaurus. */
const DOC_TEMPLATE = 'doc';
const OUR_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const resultsFile = new URL('results/lighthouse.json', import.meta.url);

/** The value of `--name=value`, `true` for a bare `--name`, undefined when absent. */
function flag(name) {
  for (const arg of args) {
    if (arg === `--${name}`) {
      return true;
    }
    if (arg.startsWith(`--${name}=`)) {
      return arg.slice(name.length + 3);
    }
  }
  return undefined;
}

const runs = Number(flag('runs') ?? 3);
const trace = flag('trace');
const traceTemplate = trace === true ? DOC_TEMPLATE : trace;
const only = traceTemplate ?? flag('only');
const templates = typeof only === 'string' ? only.split(',') : Object.keys(TEMPLATES);
const formFactors = traceTemplate ? ['mobile'] : [flag('form') ?? ['mobile', 'desktop']].flat();
const port = Number(flag('port') ?? 0);
const verbose = flag('verbose') === true;
for (const name of templates) {
  if (!(name in TEMPLATES)) {
    throw new Error(`Unknown template ${name}; known: ${Object.keys(TEMPLATES).join(', ')}`);
  }
}
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(`No build in ${buildDir}: run \`npx docusaurus build\` first.`);
}

/** Audits of ours that lost points outside performance, with the first elements at fault. */
function lostPoints(lhr) {
  return OUR_CATEGORIES.slice(1).flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter(({id, weight}) => weight > 0 && lhr.audits[id].score !== null)
      .filter(({id}) => lhr.audits[id].score < 1)
      .map(({id}) => {
        const nodes = (lhr.audits[id].details?.items ?? [])
          .map((item) => item.node?.snippet)
          .filter(Boolean)
          .slice(0, 3);
        return `${category}: ${id}${nodes.length > 0 ? ` at ${nodes.join(', ')}` : ''}`;
      }),
  );
}

const plainDir = plainBuild();
const servers = {
  ours: await serveStatic(buildDir, {gzip: true, port}),
  plain: await serveStatic(plainDir, {gzip: true, port: port === 0 ? 0 : port + 1}),
};
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

/** One Lighthouse run of one page of one site; the plain site is measured on performance only. */
async function measure(site, pagePath, formFactor) {
  const categories = site === 'ours' ? OUR_CATEGORIES : ['performance'];
  const {lhr} = await lighthouse(
    `${servers[site].url}${pagePath}`,
    {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories},
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (lhr.runtimeError) {
    throw new Error(`${site} ${pagePath}: ${lhr.runtimeError.message}`);
  }
  return lhr;
}

/** figures[formFactor][template][site] = one RunFigures per run */
const figures = {};
/** The result of each site's median-TBT run is kept for the trace breakdown. */
const traces = {ours: [], plain: []};
const problems = new Set();
try {
  for (const formFactor of formFactors) {
    figures[formFactor] = {};
    for (let run = 0; run < runs; run += 1) {
      for (const name of templates) {
        const sites = TEMPLATES[name].plain ? ['ours', 'plain'] : ['ours'];
        for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
          const lhr = await measure(site, TEMPLATES[name][site], formFactor);
          const one = runFigures(lhr);
          ((figures[formFactor][name] ??= {})[site] ??= []).push(one);
          if (name === traceTemplate) {
            traces[site].push({tbt: one.tbt, lhr});
          }
          if (verbose && site === 'ours') {
            lostPoints(lhr).forEach((problem) => problems.add(`${formFactor} ${name}: ${problem}`));
          }
          process.stdout.write(
            `${formFactor} run ${run + 1}/${runs} ${site} ${TEMPLATES[name][site]}: ` +
              `score ${one.score}, TBT ${one.tbt} ms, JS ${one.jsKB} KB\n`,
          );
        }
      }
    }
  }
} finally {
  await chrome.kill();
  await Promise.all([servers.ours.close(), servers.plain.close()]);
}

const results = {};
for (const [formFactor, byTemplate] of Object.entries(figures)) {
  results[formFactor] = {};
  for (const [name, bySite] of Object.entries(byTemplate)) {
    const ours = medianFigures(bySite.ours);
    const plain = bySite.plain ? medianFigures(bySite.plain) : undefined;
    results[formFactor][name] = {path: TEMPLATES[name].ours, ours, ...(plain ? {plain} : {})};
    console.log(
      `\n${formFactor} ${name} (${TEMPLATES[name].ours}${plain ? '' : ', no plain peer'}), median of ${runs}`,
    );
    console.table(comparisonRows(ours, plain));
  }
}

if (traceTemplate) {
  for (const site of ['ours', 'plain']) {
    const kept = [...traces[site]].sort((a, b) => a.tbt - b.tbt)[
      Math.floor(traces[site].length / 2)
    ];
    if (kept) {
      const {kinds, scripts} = mainThreadBreakdown(kept.lhr);
      console.log(
        `\nmain thread, ${site} ${TEMPLATES[traceTemplate][site]} (run with median TBT ${kept.tbt} ms)`,
      );
      console.table(kinds);
      console.table(scripts);
    }
  }
}

const checks = checkTargets(results, DOC_TEMPLATE);
console.log('\nIssue 27 targets (medians):');
for (const {check, value, pass} of checks) {
  console.log(`  ${pass ? 'pass' : 'FAIL'}  ${check} (${value})`);
}
if (problems.size > 0) {
  console.log(`\nLost points:\n  ${[...problems].join('\n  ')}`);
}

fs.mkdirSync(new URL('.', resultsFile), {recursive: true});
fs.writeFileSync(
  resultsFile,
  `${JSON.stringify({date: new Date().toISOString(), load: os.loadavg(), runs, results, checks}, null, 2)}\n`,
);
console.log(`\nWrote ${path.relative(process.cwd(), resultsFile.pathname)}`);

const categoryKeys = {
  performance: 'score',
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
  seo: 'seo',
};
report(
  'lighthouse (median of runs)',
  Object.entries(results).flatMap(([formFactor, byTemplate]) =>
    Object.entries(byTemplate).flatMap(([name, {ours}]) =>
      OUR_CATEGORIES.map((category) => ({
        key: `${formFactor}.${name}.${category}`,
        label: `${formFactor} ${TEMPLATES[name].ours} ${category}`,
        value: ours[categoryKeys[category]],
        unit: '',
        better: 'higher',
      })),
    ),
  ),
);
