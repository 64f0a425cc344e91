/**
 * Links gate: every internal link, image, script, stylesheet and anchor in every built HTML file
 * (and every url() in the built CSS) resolves to a file of the build; every redirect page lands on
 * a real page without a loop; `.html` and `/index.html` suffixes reach the page (spec §2).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  BUILD_DIR,
  buildToCheck,
  fileForPath,
  internalUrl,
  landing,
  parsedPages,
  pathOfFile,
  sitemapPaths,
  testAreaPaths,
} from '../shared/build';
import {knownIssue, type KnownIssue} from '../e2e/data/known-issues';

const built = buildToCheck('links');

function report(problems: string[], used: KnownIssue[]): void {
  for (const issue of used) {
    console.warn(`links: known issue on ${issue.url} (${issue.date}): ${issue.reason}`);
  }
  expect(problems, problems.slice(0, 50).join('\n')).toEqual([]);
}

describe.skipIf(!built)('links in the built site', () => {
  it('every internal href, src and srcset resolves, and every #anchor exists', () => {
    const problems: string[] = [];
    const used = new Set<KnownIssue>();
    let checked = 0;
    for (const [file, page] of parsedPages()) {
      if (file === '404.html') {
        // Served for unknown paths at any depth: its relative links have no fixed base.
        continue;
      }
      const fromPath = pathOfFile(file);
      for (const {from, url: href} of page.references) {
        const url = internalUrl(href, fromPath);
        if (!url || from === 'form[action]') {
          continue;
        }
        checked += 1;
        const target = url.pathname === fromPath ? file : fileForPath(url.pathname);
        let problem: string | undefined;
        if (!target) {
          problem = `${from}="${href}" points to a file that is not built`;
        } else if (url.hash.length > 1 && target.endsWith('.html') && from !== 'link[href]') {
          const landed = landing(target);
          const id = decodeURIComponent(url.hash.slice(1));
          const ids = landed.file ? parsedPages().get(landed.file)?.ids : undefined;
          if (ids && !ids.has(id)) {
            problem = `${from}="${href}": no element with id "${id}" on ${landed.file}`;
          }
        }
        if (problem) {
          const known = knownIssue(fromPath, 'broken-link', problem);
          if (known) {
            used.add(known);
          } else {
            problems.push(`${file}: ${problem}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    report(problems, [...used]);
  });

  it('no page gives two elements the same id, so every #anchor and aria reference is unambiguous', () => {
    const duplicated: string[] = [];
    for (const [file, page] of parsedPages()) {
      for (const id of page.duplicateIds) {
        duplicated.push(`${file}: id="${id}"`);
      }
    }
    expect(duplicated).toEqual([]);
  });

  it('no table has a header cell without text, so every column has a name', () => {
    const unnamed = [...parsedPages()]
      .filter(([, page]) => page.emptyTableHeaders > 0)
      .map(([file, page]) => `${file}: ${page.emptyTableHeaders} empty <th>`);
    expect(unnamed).toEqual([]);
  });

  it('every url() in the built CSS resolves', () => {
    const cssDir = path.join(BUILD_DIR, 'assets/css');
    const problems: string[] = [];
    for (const name of fs.readdirSync(cssDir).filter((file) => file.endsWith('.css'))) {
      const css = fs.readFileSync(path.join(cssDir, name), 'utf8');
      for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
        const url = internalUrl(match[2] ?? '', '/assets/css/');
        if (url && !url.href.startsWith('data:') && !fileForPath(url.pathname)) {
          problems.push(`${name}: url(${match[2]}) is not built`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every redirect page lands on a built page, without a loop', () => {
    const redirects = [...parsedPages()].filter(([, page]) => page.refreshTo !== undefined);
    expect(redirects.length).toBeGreaterThan(0);
    const problems = redirects.flatMap(([file]) => {
      const {problem} = landing(file);
      return problem ? [`${file}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('the redirects of the config land where spec §2 says', () => {
    const expected: Record<string, string> = {
      '/docs/support': '/community/support',
      '/docs/team': '/community/team',
      '/docs/resources': '/community/resources',
      '/docs/api/misc/docusaurus-init': '/docs/api/misc/create-docusaurus',
      '/home/': '/',
      // The main doc's old address (the reference site's createRedirects).
      '/docs/introduction': '/docs/',
    };
    for (const [from, to] of Object.entries(expected)) {
      const file = fileForPath(from);
      expect(file, `${from} should be a built redirect page`).toBeDefined();
      expect(landing(file ?? '').file, `${from} should land on ${to}`).toBe(fileForPath(to));
    }
  });

  it('every page is reachable with a .html or /index.html suffix (spec §2)', () => {
    // A route that itself ends in .html (a test blog slug) is matched exactly instead.
    const pages = [...sitemapPaths(), ...testAreaPaths()].filter(
      (p) => p !== '/' && !p.endsWith('.html'),
    );
    expect(pages.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const page of pages) {
      const bare = page.replace(/\/$/, '');
      const own = fileForPath(page);
      for (const suffixed of [`${bare}.html`, `${bare}/index.html`]) {
        const file = fileForPath(suffixed);
        if (!file || landing(file).file !== own) {
          problems.push(`${suffixed} does not reach ${page}`);
        }
      }
    }
    report(problems, []);
  });
});
