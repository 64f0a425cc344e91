// The canary page (community/4-canary.mdx) states how canary versions are named and what semver
// makes of them. The installed packages do not carry a canary version, so the naming is held
// by the sourced constants below; what semver and the installed CLI do with such a version is
// checked against the installed packages themselves.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import semver from 'semver';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const page = fs.readFileSync(path.join(siteDir, 'community/4-canary.mdx'), 'utf8');

/**
 * `<version in main's package.json>-canary-<commit count on main>`, since facebook/docusaurus#10612
 * (merged 2024-10-25). Example: `3.8.1-canary-6392`, published 2025-09-12 (npm versions list of
 * @docusaurus/core, as quoted in port-labs/ocean#2310), months after 3.8.1 (2025-06-06): the first
 * part is the last release, not the next one (facebook/docusaurus#11013, #12325).
 */
const CANARY_VERSION = /^(\d+\.\d+\.\d+)-canary-(\d+)$/;
/** Before #10612: `0.0.0-<commit count>` (root package.json script `canary:version`). */
const LEGACY_CANARY_VERSION = /^0\.0\.0-\d+$/;

/** The concrete pre-release versions (such as `1.2.3-x.4`) that the page shows in code spans. */
const preReleaseSpans = [
  ...new Set(
    [...page.matchAll(/`(\d+\.\d+\.\d+-[0-9A-Za-z.-]+)`/g)].map((match) => match[1] ?? ''),
  ),
];

describe('community/4-canary.mdx names canary versions as they are published', () => {
  it('gives canary examples in the current form', () => {
    const current = preReleaseSpans.filter((version) => CANARY_VERSION.test(version));
    expect(current.length, 'the page should show at least one example').toBeGreaterThan(0);
  });

  it('shows every other pre-release only as the legacy 0.0.0-<count> form, next to #10612', () => {
    const others = preReleaseSpans.filter((version) => !CANARY_VERSION.test(version));
    expect(others.filter((version) => !LEGACY_CANARY_VERSION.test(version))).toEqual([]);
    for (const version of others) {
      const paragraph = page.split('\n\n').find((block) => block.includes(`\`${version}\``)) ?? '';
      expect(paragraph, `\`${version}\` must be presented as the old naming`).toMatch(/#10612/);
    }
  });
});

describe('what semver and the installed CLI make of a canary version', () => {
  const examples = preReleaseSpans.filter((version) => CANARY_VERSION.test(version));

  it.each(examples)('%s is not matched by a caret range on its release', (version) => {
    const release = CANARY_VERSION.exec(version)?.[1] ?? '';
    expect(semver.satisfies(version, `^${release}`)).toBe(false);
  });

  it.each(examples)('%s sorts below the release its name starts with', (version) => {
    const release = CANARY_VERSION.exec(version)?.[1] ?? '';
    expect(semver.lt(version, release)).toBe(true);
  });

  it('the installed CLI skips its update notice only for 0.0.0- versions, as the page says', () => {
    const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
    const beforeCli = fs.readFileSync(
      requireFromSite.resolve('@docusaurus/core/bin/beforeCli.mjs'),
      'utf8',
    );
    expect(beforeCli).toMatch(/isCanaryRelease = update\?\.current\?\.startsWith\('0\.0\.0'\)/);
    expect(page).toMatch(/"Update available" notice/);
  });
});
