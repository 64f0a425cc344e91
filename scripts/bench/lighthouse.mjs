/**
 * Lighthouse benchmark: accessibility, best practices, SEO and performance scores of the home
 * page, a doc page, a blog post and the showcase, in desktop and in mobile emulation, each the
 * median of 3 runs (Lighthouse's own advice for noisy performance scores), in Debian's Chromium.
 *
 * Targets (issue 10): accessibility, best practices and SEO 100; performance at least 95 on
 * desktop and 90 on mobile. The in-run reference is /tests/pages/layout-no-children (the site
 * layout alone): a page scoring below it loses points to its own content, not to the shell.
 * Figures are compared with scripts/bench/baseline.json; a drop of more than 10 % sets a
 * non-zero exit code. `--runs=N` changes the number of runs, `--verbose` lists failed audits.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {args, median, report, serveBuild} from './lib.mjs';

const CATEGORIES = ['accessibility', 'best-practices', 'seo', 'performance'];
const TARGETS = {
  accessibility: {desktop: 100, mobile: 100},
  'best-practices': {desktop: 100, mobile: 100},
  seo: {desktop: 100, mobile: 100},
  performance: {desktop: 95, mobile: 90},
};
const PAGES = {
  shell: '/tests/pages/layout-no-children',
  home: '/',
  doc: '/docs/installation',
  post: '/blog/releases/3.8',
  showcase: '/showcase',
};
const runsArg = [...args].find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
const verbose = args.has('--verbose');

/** Audits that lost points, by category, to say what to fix. */
function failedAudits(lhr) {
  const failed = [];
  for (const category of CATEGORIES) {
    for (const {id, weight} of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[id];
      if (weight > 0 && audit.score !== null && audit.score < 1) {
        // For non-performance audits, name the first elements at fault (what to fix).
        const nodes =
          category === 'performance'
            ? []
            : (audit.details?.items ?? [])
                .map((item) => item.node?.snippet)
                .filter(Boolean)
                .slice(0, 3);
        const where = nodes.length > 0 ? ` at ${nodes.join(', ')}` : '';
        failed.push(`${category}: ${id} (${audit.displayValue ?? audit.score})${where}`);
      }
    }
  }
  return failed;
}

const server = await serveBuild();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const figures = [];
try {
  for (const formFactor of ['desktop', 'mobile']) {
    for (const [name, path] of Object.entries(PAGES)) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const problems = new Set();
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(
          `${server.url}${path}`,
          {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES},
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        for (const category of CATEGORIES) {
          scores[category].push(Math.round(result.lhr.categories[category].score * 100));
        }
        failedAudits(result.lhr).forEach((problem) => problems.add(problem));
      }
      process.stdout.write(`${formFactor} ${path}: ${JSON.stringify(scores)}\n`);
      if (verbose && problems.size > 0) {
        console.log(`  lost points: ${[...problems].join('; ')}`);
      }
      for (const category of CATEGORIES) {
        figures.push({
          key: `${formFactor}.${name}.${category}`,
          label: `${formFactor} ${path} ${category}`,
          value: median(scores[category]),
          unit: '',
          better: 'higher',
          ...(name === 'shell' ? {} : {target: TARGETS[category][formFactor]}),
        });
      }
    }
  }
} finally {
  chrome.kill();
  await server.close();
}
report('lighthouse (median of runs)', figures);
