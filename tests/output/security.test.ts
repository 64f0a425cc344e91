/**
 * Security gate over every built page: the Content-Security-Policy in build/_headers allows each
 * inline script the page runs; no script or stylesheet comes from another origin; every link to
 * another site opens in a new tab without access to this one (`rel` with noopener).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, parsedPages, SITE_ORIGIN} from '../shared/build';
import {
  IMMUTABLE_ASSETS,
  allowedScriptHashes,
  headersOfRule,
  parseHeadersFile,
} from '../../src/plugins/security-headers/utils';

const built = buildToCheck('security');

/** Script types the browser runs; JSON-LD and other data blocks are never executed. */
const isExecutable = (type: string) => ['', 'module', 'text/javascript'].includes(type);

const headersFile = path.join(BUILD_DIR, '_headers');

describe.skipIf(!built)('security of the built site', () => {
  it('writes _headers with the policy and the hardening headers for every path', () => {
    const text = fs.readFileSync(headersFile, 'utf8');
    expect(text.startsWith('/*\n')).toBe(true);
    const headers = headersOfRule(parseHeadersFile(text), '/*');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['Content-Security-Policy']).toMatch(
      /^default-src 'self'; script-src 'self' 'unsafe-eval' 'sha256-/,
    );
    // Cloudflare Pages rejects longer lines, and every response (assets too) carries the policy.
    for (const line of text.split('\n')) {
      expect(line.length, line.slice(0, 80)).toBeLessThanOrEqual(2000);
    }
  });

  it('lets browsers keep /assets/ for a year: every file there has a content hash in its name', () => {
    const rules = parseHeadersFile(fs.readFileSync(headersFile, 'utf8'));
    expect(headersOfRule(rules, IMMUTABLE_ASSETS.path)).toEqual(IMMUTABLE_ASSETS.headers);
    // A file whose name does not change with its content would stay stale for a year.
    const assets = fs.readdirSync(path.join(BUILD_DIR, 'assets'), {recursive: true});
    const files = assets
      .map(String)
      .filter((file) => fs.statSync(path.join(BUILD_DIR, 'assets', file)).isFile());
    expect(files.length).toBeGreaterThan(100);
    const unhashed = files.filter((file) => !/[-.][0-9a-f]{7,}\.[^/]+$/.test(file));
    expect(unhashed).toEqual([]);
  });

  it("allows the hash of every inline script of every page, and nothing it doesn't need", () => {
    const policy = headersOfRule(parseHeadersFile(fs.readFileSync(headersFile, 'utf8')), '/*')[
      'Content-Security-Policy'
    ];
    const allowed = allowedScriptHashes(policy ?? '');
    const needed = new Set<string>();
    const missing: string[] = [];
    for (const [file, page] of parsedPages()) {
      for (const script of page.inlineScripts.filter(({type}) => isExecutable(type))) {
        const hash = `'sha256-${createHash('sha256').update(script.text).digest('base64')}'`;
        needed.add(hash);
        if (!allowed.has(hash)) {
          missing.push(`${file}: inline script ${JSON.stringify(script.text.slice(0, 60))}`);
        }
      }
    }
    // The colour-mode script runs on every page, so at least one hash is always needed.
    expect(needed.size).toBeGreaterThan(0);
    expect(missing.slice(0, 20)).toEqual([]);
    expect([...allowed].filter((hash) => !needed.has(hash))).toEqual([]);
  });

  it('loads no script or stylesheet from another origin', () => {
    const foreign: string[] = [];
    for (const [file, page] of parsedPages()) {
      for (const url of page.scriptAndStyleUrls) {
        const resolved = new URL(url, SITE_ORIGIN);
        if (resolved.origin !== SITE_ORIGIN) {
          foreign.push(`${file}: ${url}`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('opens every link to another site in a new tab with noopener', () => {
    const unsafe: string[] = [];
    let external = 0;
    for (const [file, page] of parsedPages()) {
      for (const anchor of page.absoluteAnchors) {
        if (new URL(anchor.href).origin === SITE_ORIGIN) {
          continue;
        }
        external += 1;
        const rel = (anchor.rel ?? '').split(/\s+/);
        if (anchor.target !== '_blank' || !rel.includes('noopener')) {
          unsafe.push(
            `${file}: <a href="${anchor.href}" target=${anchor.target} rel=${anchor.rel}>`,
          );
        }
      }
    }
    expect(external).toBeGreaterThan(100);
    expect(unsafe.slice(0, 30), `${unsafe.length} unsafe external links`).toEqual([]);
  });

  it('gives every link that opens a new tab noopener, links to files of this site too', () => {
    const unsafe: string[] = [];
    for (const [file, page] of parsedPages()) {
      for (const anchor of page.newTabAnchors) {
        if (!(anchor.rel ?? '').split(/\s+/).includes('noopener')) {
          unsafe.push(`${file}: <a href="${anchor.href}" rel=${anchor.rel}>`);
        }
      }
    }
    expect(unsafe.slice(0, 30), `${unsafe.length} new-tab links without noopener`).toEqual([]);
  });
});
