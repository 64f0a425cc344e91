/**
 * What the service worker downloads when it installs in offline mode (on by default at phone
 * widths): the precache list the PWA plugin writes into sw.js, cut down by src/plugins/pwa/
 * precache.ts to what a phone reader needs offline first, at most 12 MB before compression: the
 * app shell, every page of the current docs version with the chunks it starts with (2.2 MB of the
 * 11.3 in December 2026) and its search index, and none of the older versions' pages. The rest is cached as it is read (tests/e2e/faults-offline.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, builtDocsVersions, readBuildFile} from '../shared/build';

const MAX_PRECACHE_BYTES = 12_000_000;

const built = buildToCheck('offline precache');

describe.skipIf(!built)('the service worker precache', () => {
  const precached = new Set(
    built
      ? [
          ...readBuildFile('sw.js').matchAll(
            /\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g,
          ),
        ].map((match) => match[1]!)
      : [],
  );
  const versions = built ? builtDocsVersions() : [];
  const current = versions.find((version) => version.name === 'current');
  const htmlFile = (routePath: string) =>
    `${routePath.replace(/^\//, '').replace(/\/$/, '')}/index.html`;

  it(`stays within ${MAX_PRECACHE_BYTES / 1e6} MB before compression`, () => {
    const bytes = [...precached].reduce(
      (sum, url) => sum + fs.statSync(path.join(BUILD_DIR, url)).size,
      0,
    );
    expect(precached.size).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(MAX_PRECACHE_BYTES);
  });

  it('holds the app shell: home, search and not-found pages, entry scripts, styles, manifest', () => {
    const entryScripts = [
      ...readBuildFile('index.html').matchAll(/\/(assets\/js\/[\w~.-]+\.js)/g),
    ].map((match) => match[1]!);
    const styles = fs.readdirSync(path.join(BUILD_DIR, 'assets/css')).map((f) => `assets/css/${f}`);
    expect(entryScripts.length).toBeGreaterThan(0);
    const shell = ['index.html', 'search/index.html', '404.html', 'manifest.json'];
    expect([...shell, ...entryScripts, ...styles].filter((file) => !precached.has(file))).toEqual(
      [],
    );
  });

  it("holds every page of the current docs version, and none of the older versions' pages", () => {
    expect(current?.docs.length).toBeGreaterThan(50);
    const missing = (current?.docs ?? [])
      .map((doc) => htmlFile(doc.path))
      .filter((file) => !precached.has(file));
    expect(missing).toEqual([]);
    const older = versions.filter((version) => version !== current);
    expect(older.length).toBeGreaterThan(0);
    const olderPages = [...precached].filter((url) =>
      older.some((version) => url.startsWith(`${version.path.replace(/^\//, '')}/`)),
    );
    expect(olderPages).toEqual([]);
  });

  it("holds the search index of the current version, not the older versions'", () => {
    const manifestFile = 'search-index/manifest.json';
    expect(precached).toContain(manifestFile);
    const {contexts} = JSON.parse(readBuildFile(manifestFile)) as {
      contexts: Record<string, {file: string}>;
    };
    const fileOf = (tag: string) =>
      Object.entries(contexts)
        .filter(([key]) => key.endsWith(`|${tag}`))
        .map(([, context]) => context.file.replace(/^\//, ''));
    expect(fileOf('docs-default-current')).toHaveLength(1);
    expect(fileOf('docs-default-current').filter((file) => !precached.has(file))).toEqual([]);
    const olderFiles = versions
      .filter((version) => version !== current)
      .flatMap((version) => fileOf(`docs-default-${version.name}`));
    expect(olderFiles.length).toBeGreaterThan(0);
    expect(olderFiles.filter((file) => precached.has(file))).toEqual([]);
  });
});
