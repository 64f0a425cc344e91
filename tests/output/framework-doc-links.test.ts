/**
 * The docs links that Docusaurus 3.8.1 itself hands readers: its errors and warnings ("See:
 * https://docusaurus.io/docs/…"), the base URL banner and the type docs an editor shows on hover.
 * Each one, with docusaurus.io's origin swapped for ours, must reach a page of this build (through
 * its redirect pages) and the section its #anchor names. The links are read from the installed
 * packages, so an upgrade that adds or moves one is checked without editing this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildToCheck, fileForPath, landing, parsedPages} from '../shared/build';

const built = buildToCheck('framework doc links');

const PACKAGES = path.resolve(__dirname, '../../node_modules/@docusaurus');
const DOCS_LINK = /https?:\/\/docusaurus\.io(\/docs\/[\w./@%:=?-]*(?:#[\w-]+)?)/g;

/** Text files of the installed @docusaurus packages: compiled code and type declarations. */
function packageFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : packageFiles(full);
    }
    return /\.(js|d\.ts)$/.test(entry.name) ? [full] : [];
  });
}

/** Every docs link in the packages (path and hash, trailing punctuation dropped), with a file. */
function frameworkDocLinks(): Map<string, string> {
  const links = new Map<string, string>();
  for (const file of packageFiles(PACKAGES)) {
    for (const [, link] of fs.readFileSync(file, 'utf8').matchAll(DOCS_LINK)) {
      const clean = link!.replace(/[.,:]+$/, '');
      if (!links.has(clean)) {
        links.set(clean, path.relative(PACKAGES, file));
      }
    }
  }
  return links;
}

describe.skipIf(!built)('docusaurus.io links printed by the framework', () => {
  it('reach a page of this site, and the section they name', () => {
    const links = frameworkDocLinks();
    // Errors of the core and of the docs plugin, the banner, the config's type docs.
    expect(links.size).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const [link, source] of links) {
      const url = new URL(link, 'http://site.invalid');
      const file = fileForPath(url.pathname);
      const landed = file ? landing(file).file : undefined;
      const ids = landed ? parsedPages().get(landed)?.ids : undefined;
      if (!ids) {
        problems.push(`${link} (in ${source}): no page`);
      } else if (url.hash && !ids.has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push(`${link} (in ${source}): no section #${url.hash.slice(1)} on ${landed}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
