/**
 * Shared parts of the benchmarks: the recorded baseline, the comparison that fails a run on a
 * regression, the printed table of figures, and serving the built site on loopback.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {serveStatic} from '../lib/static-server.mjs';

export const siteDir = fileURLToPath(new URL('../..', import.meta.url));
/** The build to measure: build/, or BENCH_BUILD_DIR (e.g. a copy taken while others rebuild). */
export const buildDir = process.env.BENCH_BUILD_DIR
  ? path.resolve(process.env.BENCH_BUILD_DIR)
  : path.join(siteDir, 'build');
const baselineFile = fileURLToPath(new URL('baseline.json', import.meta.url));

/** A regression is a figure more than this fraction worse than its recorded baseline. */
export const TOLERANCE = 0.1;

export const args = new Set(process.argv.slice(2));
/** `--update-baseline`: record this run's figures as the new baseline instead of comparing. */
export const updateBaseline = args.has('--update-baseline');

/**
 * @typedef {object} Figure
 * @property {string} key Stable name in baseline.json.
 * @property {string} label What a reader sees in the table.
 * @property {number} value The measurement.
 * @property {string} unit Printed after the value.
 * @property {'lower' | 'higher'} better Which direction is an improvement.
 * @property {number} [target] The goal from the issue, if the figure has one.
 * @property {number} [tolerance] Allowed regression as a fraction, when TOLERANCE does not fit.
 */

function readBaselines() {
  return fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : {};
}

const format = (value, unit) =>
  `${Number.isInteger(value) ? value : value.toFixed(unit === 'KB' ? 1 : 2)} ${unit}`.trim();

function meetsTarget({value, target, better}) {
  return better === 'lower' ? value <= target : value >= target;
}

function regression({value, better, tolerance = TOLERANCE}, base) {
  if (base === undefined) {
    return false;
  }
  return better === 'lower' ? value > base * (1 + tolerance) : value < base * (1 - tolerance);
}

/**
 * Prints every figure with its target and baseline, then either records the figures as the
 * baseline of `section` or sets a non-zero exit code when one regressed beyond the tolerance.
 * Missing a target is reported, not fatal: the targets are goals, the baseline is the floor.
 * @param {string} section
 * @param {Figure[]} figures
 */
export function report(section, figures) {
  const baselines = readBaselines();
  const base = baselines[section] ?? {};
  const rows = figures.map((figure) => {
    const previous = base[figure.key];
    const worse = regression(figure, previous);
    return {
      figure: figure.label,
      value: format(figure.value, figure.unit),
      target:
        figure.target === undefined
          ? ''
          : `${figure.better === 'lower' ? '≤' : '≥'} ${format(figure.target, figure.unit)} ${meetsTarget(figure) ? 'met' : 'MISSED'}`,
      baseline:
        previous === undefined
          ? 'none'
          : `${format(previous, figure.unit)}${worse ? ' REGRESSED' : ''}`,
      worse,
    };
  });
  console.log(`\n${section}`);
  console.table(rows.map(({worse: _worse, ...row}) => row));

  if (updateBaseline) {
    baselines[section] = Object.fromEntries(
      figures.map((f) => [f.key, Math.round(f.value * 100) / 100]),
    );
    fs.writeFileSync(baselineFile, `${JSON.stringify(baselines, null, 2)}\n`);
    console.log(
      `Recorded these figures as the ${section} baseline in scripts/bench/baseline.json.`,
    );
    return;
  }
  const regressed = rows.filter((row) => row.worse).map((row) => row.figure);
  if (regressed.length > 0) {
    console.error(
      `${section}: ${regressed.length} figure(s) regressed more than ${TOLERANCE * 100} % from the baseline: ${regressed.join(', ')}`,
    );
    process.exitCode = 1;
  }
}

/** The median of a non-empty list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Serves the build on a free loopback port as `npm run serve` does, gzip included, as a host
 * would send it.
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function serveBuild() {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npx docusaurus build\` first.`);
  }
  return serveStatic(buildDir, {gzip: true});
}
