/**
 * The pure half of the side-by-side Lighthouse benchmark (scripts/bench/lighthouse.mjs): the
 * figures taken from one Lighthouse result, their medians over runs, the table that sets ours
 * beside plain Docusaurus, the checks against issue 27's targets, and the main-thread breakdown
 * printed by `--trace`. Unit-tested in tests/unit/bench-lighthouse.test.ts.
 */
import {median} from './lib.mjs';

/**
 * @typedef {object} RunFigures
 * @property {number} score performance score, 0–100
 * @property {number} tbt Total Blocking Time, ms
 * @property {number} lcp Largest Contentful Paint, ms
 * @property {number} cls Cumulative Layout Shift
 * @property {number} jsKB JavaScript transferred (gzip as served), KB
 * @property {number} [accessibility]
 * @property {number} [bestPractices]
 * @property {number} [seo]
 */

const percent = (category) =>
  category?.score === null || category?.score === undefined
    ? undefined
    : Math.round(category.score * 100);

/**
 * The figures of one Lighthouse result. JavaScript bytes are the transfer sizes of the
 * requests Lighthouse typed as scripts, so compression counts as a reader's network sees it.
 * @param {any} lhr Lighthouse's result object
 * @returns {RunFigures}
 */
export function runFigures(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const figures = {
    score: percent(lhr.categories.performance) ?? 0,
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    jsKB: Math.round(jsBytes / 102.4) / 10,
  };
  const extra = {
    accessibility: percent(lhr.categories.accessibility),
    bestPractices: percent(lhr.categories['best-practices']),
    seo: percent(lhr.categories.seo),
  };
  return {
    ...figures,
    ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined)),
  };
}

/**
 * The median of each figure over several runs (each figure on its own, so a slow outlier in
 * one run does not pick the other figures).
 * @param {RunFigures[]} runs
 * @returns {RunFigures}
 */
export function medianFigures(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** ours/plain rounded to two decimals; null when there is no peer or it measured 0. */
export function ratio(ours, plain) {
  return plain === undefined || plain === 0 ? null : Math.round((ours / plain) * 100) / 100;
}

const METRICS = [
  ['perf score', 'score', ''],
  ['TBT', 'tbt', ' ms'],
  ['LCP', 'lcp', ' ms'],
  ['CLS', 'cls', ''],
  ['JS transferred', 'jsKB', ' KB'],
];

/**
 * Table rows for one template: each metric for ours and plain, the ratio for score and TBT,
 * then our accessibility, best-practices and SEO scores.
 * @param {RunFigures} ours
 * @param {RunFigures | undefined} plain undefined for a template with no plain peer
 */
export function comparisonRows(ours, plain) {
  const rows = METRICS.map(([label, key, unit]) => ({
    figure: label,
    ours: `${ours[key]}${unit}`,
    plain: plain ? `${plain[key]}${unit}` : 'no peer',
    'ours/plain': key === 'score' || key === 'tbt' ? (ratio(ours[key], plain?.[key]) ?? '') : '',
  }));
  for (const [label, key] of [
    ['accessibility', 'accessibility'],
    ['best practices', 'bestPractices'],
    ['SEO', 'seo'],
  ]) {
    rows.push({figure: `${label} (ours)`, ours: `${ours[key]}`, plain: '', 'ours/plain': ''});
  }
  return rows;
}

/**
 * Issue 27's targets, checked on medians: for every template of ours, mobile performance at
 * least 95, TBT at most 200 ms and CLS 0; desktop performance 100; accessibility, best
 * practices and SEO 100 on both; and on mobile the doc page ahead of plain Docusaurus on
 * score (or both at 100) and on TBT.
 * @param {Record<string, Record<string, {ours: RunFigures, plain?: RunFigures}>>} results
 *   figures by form factor, then by template
 * @param {string} docTemplate the template compared with plain Docusaurus
 * @returns {{check: string, value: string, pass: boolean}[]}
 */
export function checkTargets(results, docTemplate) {
  const checks = [];
  const add = (check, value, pass) => checks.push({check, value: String(value), pass});
  for (const [formFactor, templates] of Object.entries(results)) {
    for (const [name, {ours}] of Object.entries(templates)) {
      const page = `${formFactor} ${name}`;
      if (formFactor === 'mobile') {
        add(`${page}: perf ≥ 95`, ours.score, ours.score >= 95);
        add(`${page}: TBT ≤ 200 ms`, `${ours.tbt} ms`, ours.tbt <= 200);
        add(`${page}: CLS 0`, ours.cls, ours.cls === 0);
      } else {
        add(`${page}: perf 100`, ours.score, ours.score === 100);
      }
      for (const key of ['accessibility', 'bestPractices', 'seo']) {
        add(`${page}: ${key} 100`, ours[key], ours[key] === 100);
      }
    }
  }
  const doc = results.mobile?.[docTemplate];
  if (doc?.plain) {
    const {ours, plain} = doc;
    const scoreAhead = ours.score > plain.score || (ours.score === 100 && plain.score === 100);
    add(
      `mobile ${docTemplate}: score ahead of plain`,
      `${ours.score} vs ${plain.score}`,
      scoreAhead,
    );
    add(
      `mobile ${docTemplate}: TBT ahead of plain`,
      `${ours.tbt} vs ${plain.tbt} ms`,
      ours.tbt < plain.tbt,
    );
  }
  return checks;
}

/**
 * Where one page's main-thread time went, from Lighthouse's trace-based audits: time by kind
 * of work (`mainthread-work-breakdown`) and the scripts that cost the most (`bootup-time`).
 * @param {any} lhr
 * @param {number} [top] how many scripts to list
 * @returns {{kinds: {work: string, ms: number}[], scripts: Record<string, string | number>[]}}
 */
export function mainThreadBreakdown(lhr, top = 8) {
  const kinds = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
    work: item.groupLabel ?? item.group,
    ms: Math.round(item.duration),
  }));
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .map((item) => ({
      script: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
      'total ms': Math.round(item.total),
      'scripting ms': Math.round(item.scripting),
      'parse+compile ms': Math.round(item.scriptParseCompile),
    }))
    .sort((a, b) => b['scripting ms'] - a['scripting ms'])
    .slice(0, top);
  return {kinds, scripts};
}
