import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {withoutCollator} = require('../withoutCollator.cjs') as {
  withoutCollator: (source: string, resourcePath: string) => string;
};

const FILES = [
  path.join(
    path.dirname(require.resolve('@docusaurus/plugin-content-docs/client')),
    'docsClientUtils.js',
  ),
  path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils.js'),
];

describe('withoutCollator', () => {
  it.each(FILES.map((file) => [path.basename(file), file]))(
    'leaves no localeCompare in the installed %s, and changes nothing else',
    (_, file) => {
      const source = fs.readFileSync(file, 'utf8');
      expect(source).toContain('localeCompare');
      const rewritten = withoutCollator(source, file);
      expect(rewritten).not.toContain('localeCompare');
      expect(rewritten.split('\n').length).toBe(source.split('\n').length);
      const changed = rewritten.split('\n').filter((line, i) => line !== source.split('\n')[i]);
      expect(changed).toHaveLength(1);
    },
  );

  it('sorts plugin base paths longest first, as the original sort does for nested paths', () => {
    const paths = ['/', '/docs', '/community', '/docs/tests', '/tests/docs'];
    const compare = new Function(
      'a',
      'b',
      `return ${withoutCollator('b[1].path.localeCompare(a[1].path)', FILES[0]!)};`,
    ) as (a: [string, {path: string}], b: [string, {path: string}]) => number;
    const sorted = paths.map((p) => [p, {path: p}] as [string, {path: string}]).sort(compare);
    const order = sorted.map(([p]) => p);
    // Each path comes before every path that is a prefix of it.
    for (const [i, p] of order.entries()) {
      expect(order.slice(i + 1).some((later) => later !== p && later.startsWith(p))).toBe(false);
    }
  });

  it('fails the build when the framework text changed', () => {
    expect(() =>
      withoutCollator('deps.sort((a, b) => a.key.localeCompare(b.key));', FILES[1]!),
    ).toThrow(/withoutCollator\.cjs/);
    expect(() => withoutCollator('x', '/elsewhere/other.js')).toThrow(/expected one/);
  });
});
