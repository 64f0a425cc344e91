/**
 * Offline mode serves what the service worker precached, and its precache list is written into
 * sw.js by the PWA plugin's postBuild, which globs the build folder. Files other plugins write in
 * their own postBuild (the search index) are listed only if that glob waited for them
 * (src/plugins/pwa/buildWriters.ts); a missing entry means search fails offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, readBuildFile} from '../shared/build';

const built = buildToCheck('offline');

/** Files of a build folder, relative to the build, with forward slashes. */
function filesIn(folder: string): string[] {
  return fs
    .readdirSync(path.join(BUILD_DIR, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

describe.skipIf(!built)('the service worker precache', () => {
  const precached = new Set(
    built
      ? [...readBuildFile('sw.js').matchAll(/\{"revision":"[0-9a-f]+","url":"([^"]+)"\}/g)].map(
          (match) => match[1]!,
        )
      : [],
  );

  it('lists the pages', () => {
    expect(precached.size).toBeGreaterThan(1000);
    expect(precached).toContain('index.html');
    expect(precached).toContain('docs/installation/index.html');
  });

  it('lists every file of the search index, its manifest included', () => {
    const index = filesIn('search-index');
    expect(index).toContain('search-index/manifest.json');
    expect(index.filter((file) => !precached.has(file))).toEqual([]);
  });

  it('lists every script and style sheet', () => {
    const assets = [...filesIn('assets/js'), ...filesIn('assets/css')].filter((file) =>
      /\.(js|css)$/.test(file),
    );
    expect(assets.length).toBeGreaterThan(500);
    expect(assets.filter((file) => !precached.has(file))).toEqual([]);
  });
});
