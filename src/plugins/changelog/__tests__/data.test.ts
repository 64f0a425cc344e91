// Checks the real changelog files at the repository root, the input of /changelog.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {collectReleases} from '../parse';
import {authorsMap, publishTimes} from '../utils';

const root = path.join(__dirname, '../../../..');
const files = ['CHANGELOG.md', 'CHANGELOG-v2.md'].map((fileName) => ({
  fileName,
  text: fs.readFileSync(path.join(root, fileName), 'utf8'),
}));

describe('the changelog files', () => {
  const releases = collectReleases(files);

  it('hold exactly 106 releases, from 3.8.1 down to 2.0.0-alpha.19', () => {
    expect(releases).toHaveLength(106);
    expect(releases[0]?.version).toBe('3.8.1');
    expect(releases.at(-1)?.version).toBe('2.0.0-alpha.19');
  });

  it('keep v3 in CHANGELOG.md and v2 in CHANGELOG-v2.md', () => {
    for (const release of releases) {
      const expected = release.version.startsWith('3.') ? 'CHANGELOG.md' : 'CHANGELOG-v2.md';
      expect(release.source.file, release.version).toBe(expected);
    }
  });

  it('mark exactly the known broken publishes as failed', () => {
    expect(releases.filter((r) => r.failedPublish).map((r) => r.version)).toEqual([
      '3.3.1',
      '2.4.2',
      '2.0.0',
      '2.0.0-beta.12',
      '2.0.0-alpha.67',
      '2.0.0-alpha.57',
    ]);
  });

  it('leave only broken publishes and their republications without changes', () => {
    const empty = releases.filter((r) => r.groups.length === 0).map((r) => r.version);
    expect(empty).toEqual([
      '3.3.1',
      '2.4.2',
      '2.0.1',
      '2.0.0-beta.13',
      '2.0.0-beta.12',
      '2.0.0-alpha.67',
      '2.0.0-alpha.57',
    ]);
  });

  it('link every entry that names a pull request to the Docusaurus repository', () => {
    const prLink = /\(\[#(\d+)\]\(https:\/\/github\.com\/facebook\/docusaurus\/pull\/(\d+)\)/g;
    for (const release of releases) {
      for (const entry of release.groups.flatMap((g) => g.entries)) {
        for (const [, shown, target] of entry.matchAll(prLink)) {
          expect(shown, `${release.version}: ${entry}`).toBe(target);
        }
      }
    }
  });

  it('get distinct publish times that keep the file order', () => {
    const times = [...publishTimes(releases).values()];
    expect(new Set(times).size).toBe(106);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('credit committers with GitHub handles', () => {
    const authors = authorsMap(releases);
    expect(Object.keys(authors).length).toBeGreaterThan(500);
    expect(authors.slorber).toEqual({name: 'Sébastien Lorber', url: 'https://github.com/slorber'});
  });
});

describe('the selection notice at the top of each changelog file', () => {
  it.each(files)('$fileName states how many entries it keeps', ({fileName, text}) => {
    const kept = collectReleases([{fileName, text}]).reduce(
      (sum, release) => sum + release.groups.reduce((n, group) => n + group.entries.length, 0),
      0,
    );
    const intro = text.slice(0, text.indexOf('\n## '));
    expect(intro, `${fileName}: say "This file is a selection: it keeps ${kept} entries"`).toMatch(
      new RegExp(`This file is a selection: it keeps ${kept} entries`),
    );
  });
});

describe('the 2021 recap post agrees with the changelog', () => {
  const recap = fs.readFileSync(
    path.join(root, 'blog/2022/01-24-docusaurus-2021-recap/index.mdx'),
    'utf8',
  );
  const of2021 = collectReleases(files).filter((release) => release.date.startsWith('2021-'));

  it('counts the 2021 versions, and the ones with changes, as the changelog does', () => {
    const withChanges = of2021.filter((release) => release.groups.length > 0);
    expect(recap).toMatch(new RegExp(`\\*\\*${withChanges.length} releases\\*\\* with changes`));
    expect(recap).toMatch(new RegExp(`The changelog shows ${of2021.length} versions dated 2021`));
    expect(of2021.filter((release) => release.groups.length === 0).map((r) => r.version)).toEqual([
      '2.0.0-beta.13',
      '2.0.0-beta.12',
    ]);
  });
});

// Entries that once named a package the framework's notes do not list for that pull request.
// `packages` is the full list the framework's notes give for the pull request, copied from
// facebook/docusaurus CHANGELOG-v2.md (v2 releases) or CHANGELOG.md (3.0.0) under the release
// heading named here. An entry may name a selection of them, but no other package.
const packagesInFrameworkNotes: {pr: number; release: string; packages: string[]}[] = [
  {pr: 9243, release: '2.4.3', packages: ['docusaurus-theme-classic']},
  {pr: 6490, release: '2.0.0-beta.16', packages: ['docusaurus-theme-common']},
  {
    pr: 5871,
    release: '2.0.0-beta.10',
    packages: [
      'create-docusaurus',
      'docusaurus-plugin-client-redirects',
      'docusaurus-plugin-content-docs',
      'docusaurus-plugin-content-pages',
      'docusaurus-theme-classic',
      'docusaurus-theme-common',
      'docusaurus-theme-search-algolia',
      'docusaurus-utils',
    ],
  },
  {
    pr: 5000,
    release: '2.0.0-beta.1',
    packages: ['docusaurus-theme-classic', 'docusaurus-utils-common'],
  },
  {
    pr: 7521,
    release: '2.0.0-beta.22',
    packages: [
      'docusaurus-mdx-loader',
      'docusaurus-module-type-aliases',
      'docusaurus-plugin-content-blog',
      'docusaurus-plugin-content-docs',
      'docusaurus-plugin-content-pages',
      'docusaurus-plugin-debug',
      'docusaurus-plugin-google-analytics',
      'docusaurus-plugin-google-gtag',
      'docusaurus-plugin-ideal-image',
      'docusaurus-plugin-pwa',
      'docusaurus-plugin-sitemap',
      'docusaurus-preset-classic',
      'docusaurus-theme-classic',
      'docusaurus-theme-common',
      'docusaurus-types',
      'docusaurus-utils-common',
      'docusaurus-utils',
    ],
  },
  {pr: 8319, release: '3.0.0', packages: ['docusaurus-theme-classic', 'docusaurus-theme-common']},
];

describe('packages named by single pull request entries', () => {
  const releases = collectReleases(files);

  it.each(packagesInFrameworkNotes)(
    '#$pr in $release names only packages the framework lists for it',
    ({pr, release, packages}) => {
      const entries = (releases.find((r) => r.version === release)?.groups ?? [])
        .flatMap((group) => group.entries)
        .filter((entry) => entry.includes(`(https://github.com/facebook/docusaurus/pull/${pr})`));
      expect(entries, `${release} has one entry for #${pr}`).toHaveLength(1);
      const named = [
        ...(entries[0]?.match(/^(?:`[^`]+`(?:, )?)+(?=: )/)?.[0] ?? '').matchAll(/`([^`]+)`/g),
      ].map((match) => match[1]);
      expect(named, `#${pr}: the entry names its packages`).not.toHaveLength(0);
      expect(packages, `#${pr}: every package named is in the framework's notes`).toEqual(
        expect.arrayContaining(named),
      );
    },
  );
});
