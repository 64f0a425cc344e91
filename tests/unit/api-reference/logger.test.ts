// The logger page must document every function that the installed @docusaurus/logger
// exports: each one in the "All exports" table and under a heading of its own, plus every
// flag that `logger.interpolate` understands.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import logger, {logger as namedLogger, PerfLogger} from '@docusaurus/logger';
import {codeSpan, headingIds, readDoc, section, siteDir} from './mdxPage';

const PAGE = 'docs/api/misc/logger/logger.mdx';
const page = readDoc(PAGE);

const functionNames = (object: object, prefix: string) =>
  Object.entries(object)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => `${prefix}.${name}`);

const exported = [
  ...functionNames(logger, 'logger'),
  ...functionNames(PerfLogger, 'PerfLogger'),
].sort();

/** `logger.info` is documented at #info, `PerfLogger.async` at #perflogger-async. */
function anchorOf(qualifiedName: string): string {
  const [owner, name = ''] = qualifiedName.split('.');
  return owner === 'PerfLogger' ? `perflogger-${name}` : name;
}

describe(`${PAGE} documents the installed @docusaurus/logger`, () => {
  it('exposes the same object as default and named export (as the page says)', () => {
    expect(namedLogger).toBe(logger);
    expect(exported.length).toBeGreaterThan(10);
  });

  it('lists exactly the exported functions in the "All exports" table', () => {
    const table = section(page, 'all-exports').tables[0];
    const documented = (table?.rows ?? []).map((row) => codeSpan(row[0] ?? '') ?? '').sort();
    const missing = exported.filter((name) => !documented.includes(name));
    const extra = documented.filter((name) => !exported.includes(name));
    expect(missing, `Add rows for: ${missing.join(', ')}`).toEqual([]);
    expect(extra, `Rows for functions the package does not export: ${extra.join(', ')}`).toEqual(
      [],
    );
  });

  it('gives every exported function a heading of its own', () => {
    const ids = headingIds(page);
    const missing = exported.filter((name) => !ids.includes(anchorOf(name)));
    expect(
      missing,
      missing.map((name) => `${name} needs a heading with {#${anchorOf(name)}}`).join('\n'),
    ).toEqual([]);
  });

  it('documents exactly the flags that logger.interpolate understands', () => {
    const source = fs.readFileSync(
      createRequire(`${siteDir}/package.json`).resolve('@docusaurus/logger/lib/logger.js'),
      'utf8',
    );
    const flags = [...source.matchAll(/case '([a-z]+=)':/g)].map((match) => match[1]).sort();
    expect(flags.length, 'could not find the flags in the logger source').toBeGreaterThan(3);
    const table = section(page, 'interpolate').tables.find(
      (candidate) => candidate.header[0] === 'Flag',
    );
    const documented = (table?.rows ?? []).map((row) => codeSpan(row[0] ?? '')).sort();
    expect(documented).toEqual(flags);
    // Each documented flag really formats its value (the flag text itself disappears).
    for (const flag of flags) {
      const strings = Object.assign([`${flag}`, ''], {raw: [`${flag}`, '']});
      expect(logger.interpolate(strings, 'value')).not.toContain(flag);
    }
  });
});
