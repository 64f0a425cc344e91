// The benchmarks are too slow for CI (scripts/bench/, `npm run bench`); this only checks that
// every script still parses and that the recorded baseline is readable.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const benchDir = path.join(__dirname, '../../scripts/bench');
const scripts = fs.readdirSync(benchDir).filter((file) => file.endsWith('.mjs'));

describe('benchmark scripts', () => {
  it.each(scripts)('%s parses', (file) => {
    expect(() =>
      execFileSync(process.execPath, ['--check', path.join(benchDir, file)]),
    ).not.toThrow();
  });

  it('has a baseline with numeric figures for each benchmark', () => {
    const baseline = JSON.parse(fs.readFileSync(path.join(benchDir, 'baseline.json'), 'utf8'));
    for (const section of ['build', 'weight (gzip level 9)', 'lighthouse (median of runs)']) {
      const figures = Object.values(baseline[section] ?? {});
      expect(figures.length, `baseline.json has no "${section}" figures`).toBeGreaterThan(0);
      expect(figures.every((value) => typeof value === 'number')).toBe(true);
    }
  });
});
