// The side-by-side Lighthouse benchmark's pure parts: figures read from a Lighthouse result,
// medians, the ours/plain table, issue 27's target checks, the --trace breakdown, and the
// rewrite that lets our pages build in the plain Docusaurus site (scripts/bench/).
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  checkTargets,
  comparisonRows,
  mainThreadBreakdown,
  medianFigures,
  runFigures,
} from '../../scripts/bench/lighthouse-figures.mjs';
import {CONTENT, inputsHash, toPlainMdx} from '../../scripts/bench/plain-site.mjs';

function fakeLhr({score = 0.9, tbt = 150, cls = 0, scripts = [10_000, 5_000]} = {}) {
  return {
    categories: {
      performance: {score},
      accessibility: {score: 1},
      'best-practices': {score: 0.96},
      seo: {score: 1},
    },
    audits: {
      'total-blocking-time': {numericValue: tbt},
      'largest-contentful-paint': {numericValue: 1234.4},
      'cumulative-layout-shift': {numericValue: cls},
      'network-requests': {
        details: {
          items: [
            ...scripts.map((transferSize) => ({resourceType: 'Script', transferSize})),
            {resourceType: 'Stylesheet', transferSize: 99_999},
          ],
        },
      },
      'mainthread-work-breakdown': {
        details: {
          items: [{group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 812.6}],
        },
      },
      'bootup-time': {
        details: {
          items: [
            {
              url: 'http://127.0.0.1:1/assets/js/small.js',
              total: 50,
              scripting: 20,
              scriptParseCompile: 5,
            },
            {
              url: 'http://127.0.0.1:1/assets/js/main.js',
              total: 900,
              scripting: 700,
              scriptParseCompile: 40,
            },
          ],
        },
      },
    },
  };
}

const figures = (over: Partial<ReturnType<typeof runFigures>> = {}) => ({
  ...runFigures(fakeLhr()),
  ...over,
});

describe('runFigures', () => {
  it('reads scores, timings and only the script bytes', () => {
    expect(runFigures(fakeLhr())).toEqual({
      score: 90,
      tbt: 150,
      lcp: 1234,
      cls: 0,
      jsKB: 14.6,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
    });
  });

  it('leaves out categories that were not measured', () => {
    const lhr = fakeLhr();
    const {performance} = lhr.categories;
    expect(runFigures({...lhr, categories: {performance}})).not.toHaveProperty('seo');
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own', () => {
    const runs = [
      figures({score: 80, tbt: 900}),
      figures({score: 95, tbt: 100}),
      figures({score: 90, tbt: 300}),
    ];
    expect(medianFigures(runs)).toMatchObject({score: 90, tbt: 300});
  });
});

describe('comparisonRows', () => {
  it('gives ours/plain for score and TBT', () => {
    const rows = comparisonRows(figures({tbt: 100}), figures({tbt: 400}));
    expect(rows.find((row) => row.figure === 'TBT')).toMatchObject({
      ours: '100 ms',
      plain: '400 ms',
      'ours/plain': 0.25,
    });
    expect(rows.find((row) => row.figure === 'LCP')?.['ours/plain']).toBe('');
  });

  it('says when a template has no plain peer', () => {
    expect(comparisonRows(figures(), undefined)[0]).toMatchObject({
      plain: 'no peer',
      'ours/plain': '',
    });
  });
});

describe('checkTargets', () => {
  const failed = (results: Parameters<typeof checkTargets>[0]) =>
    checkTargets(results, 'doc')
      .filter(({pass}) => !pass)
      .map(({check}) => check);

  it('fails mobile score, TBT and best practices below target, and a doc page behind plain', () => {
    const results = {
      mobile: {doc: {ours: figures({score: 90, tbt: 250}), plain: figures({score: 85, tbt: 240})}},
    };
    expect(failed(results)).toEqual([
      'mobile doc: perf ≥ 95',
      'mobile doc: TBT ≤ 200 ms',
      'mobile doc: bestPractices 100',
      'mobile doc: TBT ahead of plain',
    ]);
  });

  it('passes a fast doc page ahead of plain, and wants 100 on desktop', () => {
    const fast = figures({score: 100, tbt: 20, bestPractices: 100});
    const results = {
      mobile: {doc: {ours: fast, plain: figures({score: 100, tbt: 300})}},
      desktop: {doc: {ours: figures({score: 99, bestPractices: 100})}},
    };
    expect(failed(results)).toEqual(['desktop doc: perf 100']);
  });
});

describe('mainThreadBreakdown', () => {
  it('lists work by kind and the costliest scripts first, without the origin', () => {
    const {kinds, scripts} = mainThreadBreakdown(fakeLhr());
    expect(kinds).toEqual([{work: 'Script Evaluation', ms: 813}]);
    expect(scripts.map((row) => row.script)).toEqual(['/assets/js/main.js', '/assets/js/small.js']);
  });
});

describe('toPlainMdx', () => {
  it('turns links to doc files into our URLs', () => {
    expect(toPlainMdx('See [a](./guides/docs/sidebar/index.mdx#top) and [b](./cli.mdx).')).toBe(
      'See [a](/docs/guides/docs/sidebar/#top) and [b](/docs/cli).',
    );
  });

  it('leaves out section aliases, which only add ids', () => {
    const page =
      "import AnchorAlias from '@site/src/components/AnchorAlias';\n\n" +
      '<AnchorAlias id="build" />\n\n## Build for production\n';
    expect(toPlainMdx(page)).toBe('\n## Build for production\n');
  });

  it('refuses a page that imports one of our components', () => {
    expect(() => toPlainMdx("import Zoom from '@site/src/components/Zoom';\n")).toThrow(
      /cannot import @site\/src\/components\/Zoom/,
    );
    expect(() => toPlainMdx("import Tabs from '@theme/Tabs';\n")).not.toThrow();
  });

  it('builds every page the plain site carries from our current files', () => {
    for (const {from, kind} of CONTENT) {
      if (kind !== 'asset') {
        expect(() => toPlainMdx(fs.readFileSync(from, 'utf8')), from).not.toThrow();
      }
    }
    expect(inputsHash()).toMatch(/^[0-9a-f]{16}$/);
  });
});
