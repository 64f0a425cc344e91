import {describe, expect, it} from 'vitest';
import {collectReleases, parseChangelog} from '../parse';
import {authorsMap, publishTimes, releasePosts, renderRelease, summarize} from '../utils';

const pr = (n: number) => `([#${n}](https://github.com/facebook/docusaurus/pull/${n}))`;

const sample = `# Changelog

Intro text is ignored.

## 1.1.0 (2024-02-03)

#### :rocket: New Feature

- \`docusaurus\`: a new thing ${pr(3)}
- \`docusaurus-theme-classic\`: another thing ${pr(4)}
  continued on a second line

#### :bug: Bug Fix

- a fix ${pr(5)}

#### :running_woman: Performance

- faster ${pr(6)}

#### Committers: 2

- Jane Doe ([@jane](https://github.com/jane))
- [@solo-dev](https://github.com/solo-dev)

## 1.0.1 (2024-02-03)

Failed release, use 1.1.0.

## 1.0.0 (2024-01-01)

#### :memo: Documentation

- docs ${pr(1)}

#### Committers: 1

- JANE ([@Jane](https://github.com/Jane))
`;

describe('parseChangelog', () => {
  const releases = parseChangelog(sample, 'CHANGELOG.md');

  it('reads every release with its version and date, in file order', () => {
    expect(releases.map((r) => [r.version, r.date])).toEqual([
      ['1.1.0', '2024-02-03'],
      ['1.0.1', '2024-02-03'],
      ['1.0.0', '2024-01-01'],
    ]);
    const headingLine = sample.split('\n').indexOf('## 1.0.0 (2024-01-01)') + 1;
    expect(headingLine).toBeGreaterThan(1);
    expect(releases[2]?.source).toEqual({file: 'CHANGELOG.md', line: headingLine});
  });

  it('groups entries by kind and keeps continuation lines with their entry', () => {
    const [release] = releases;
    expect(release?.groups.map((g) => [g.kind, g.entries.length])).toEqual([
      ['feature', 2],
      ['bugfix', 1],
      ['performance', 1],
    ]);
    expect(release?.groups[0]?.entries[1]).toMatch(/another thing .*\n {2}continued/);
  });

  it('reads committers with and without a display name', () => {
    expect(releases[0]?.committers).toEqual([
      {handle: 'jane', name: 'Jane Doe'},
      {handle: 'solo-dev', name: 'solo-dev'},
    ]);
  });

  it('marks a release without groups whose note reports a broken publish', () => {
    expect(releases[1]).toMatchObject({failedPublish: true, groups: [], committers: []});
    expect(releases[1]?.note).toBe('Failed release, use 1.1.0.');
    expect(releases[0]?.failedPublish).toBe(false);
  });

  it('keeps the groups of a failed publish that also lists changes', () => {
    const text = `## 2.0.0 (2022-08-01)\n\nBad npm publish, use 2.0.1.\n\n#### :nail_care: Polish\n\n- logs ${pr(7)}\n`;
    const [release] = parseChangelog(text, 'f.md');
    expect(release).toMatchObject({failedPublish: true, note: 'Bad npm publish, use 2.0.1.'});
    expect(release?.groups.map((g) => g.kind)).toEqual(['polish']);
  });

  it.each([
    ['Bad npm publish, please use 2.4.3', true],
    ['Bad release, use alpha.58', true],
    ['Failed release', true],
    ['Republishes 2.0.0 with working packages.', false],
  ])('detects "%s" as a failed publish', (note, expected) => {
    const [release] = parseChangelog(`## 1.0.0 (2024-01-01)\n\n${note}\n`, 'f.md');
    expect(release?.failedPublish).toBe(expected);
  });
});

describe('malformed input fails with the file and line', () => {
  const parse = (text: string) => () => parseChangelog(text, 'CHANGELOG-v2.md');
  const group = `#### :bug: Bug Fix\n\n- x ${pr(1)}\n`;

  it('rejects a release heading without a date', () => {
    expect(parse(`# T\n\n## 2.0.0\n\n${group}`)).toThrow(
      /^CHANGELOG-v2\.md:3: release heading "## 2\.0\.0" must look like/,
    );
  });

  it('rejects an impossible date', () => {
    expect(parse(`## 2.0.0 (2023-02-30)\n${group}`)).toThrow(/CHANGELOG-v2\.md:1: .*calendar date/);
  });

  it('rejects a duplicate version', () => {
    expect(parse(`## 2.0.0 (2023-02-03)\n${group}\n## 2.0.0 (2023-02-01)\n${group}`)).toThrow(
      'CHANGELOG-v2.md:6: duplicate release 2.0.0',
    );
  });

  it('rejects an unknown group heading', () => {
    expect(parse(`## 2.0.0 (2023-02-03)\n\n#### :tada: Party\n\n- x\n`)).toThrow(
      /^CHANGELOG-v2\.md:3: unknown change group heading "#### :tada: Party"/,
    );
    expect(parse(`## 2.0.0 (2023-02-03)\n\n### Features\n\n- x\n`)).toThrow(
      /:3: unknown change group/,
    );
  });

  it('rejects a committers count that does not match the list', () => {
    expect(
      parse(
        `## 2.0.0 (2023-02-03)\n${group}\n#### Committers: 2\n\n- [@a](https://github.com/a)\n`,
      ),
    ).toThrow(/CHANGELOG-v2\.md:6: "Committers: 2" announces 2 committers but 1 are listed/);
  });

  it('rejects a release with neither changes nor a note', () => {
    expect(parse(`# T\n\n## 2.0.0 (2023-02-03)\n\n#### Committers: 0\n`)).toThrow(
      'CHANGELOG-v2.md:3: release 2.0.0 has neither change groups nor a note',
    );
  });

  it('rejects releases listed out of date order', () => {
    expect(parse(`## 2.0.0 (2023-02-03)\n${group}\n## 2.1.0 (2023-03-01)\n${group}`)).toThrow(
      /:6: release 2\.1\.0 \(2023-03-01\) is listed below the older 2\.0\.0/,
    );
  });
});

describe('collectReleases', () => {
  it('merges files newest first, unifies handle case, and rejects cross-file duplicates', () => {
    const older = `## 0.9.0 (2023-01-01)\n\n#### :bug: Bug Fix\n\n- y ${pr(2)}\n`;
    const releases = collectReleases([
      {fileName: 'CHANGELOG-v2.md', text: older},
      {fileName: 'CHANGELOG.md', text: sample},
    ]);
    expect(releases.map((r) => r.version)).toEqual(['1.1.0', '1.0.1', '1.0.0', '0.9.0']);
    expect(releases[2]?.committers[0]?.handle).toBe('jane');
    expect(() =>
      collectReleases([
        {fileName: 'a.md', text: older},
        {fileName: 'b.md', text: older},
      ]),
    ).toThrow('b.md:1: duplicate release 0.9.0 (also at a.md:1)');
  });
});

describe('publishTimes', () => {
  it('counts hours down for releases of the same day so their order is kept', () => {
    const times = publishTimes(parseChangelog(sample, 'CHANGELOG.md'));
    expect([...times]).toEqual([
      ['1.1.0', '2024-02-03T20:00:00.000Z'],
      ['1.0.1', '2024-02-03T19:00:00.000Z'],
      ['1.0.0', '2024-01-01T20:00:00.000Z'],
    ]);
  });
});

describe('rendering', () => {
  const releases = parseChangelog(sample, 'CHANGELOG.md');

  it('summarizes the changes and committers in one sentence', () => {
    expect(summarize(releases[0]!)).toBe(
      '2 new features, 1 bug fix and 1 other change from 2 committers.',
    );
    expect(summarize(releases[2]!)).toBe('1 other change from 1 committer.');
    expect(summarize(releases[1]!)).toBe('Failed release, use 1.1.0.');
  });

  it('renders front matter, a truncate marker and level-2 group headings', () => {
    const markdown = renderRelease(releases[0]!, '2024-02-03T20:00:00.000Z');
    expect(markdown).toMatch(
      /^---\ntitle: "1\.1\.0"\nslug: "\/1\.1\.0"\ndate: 2024-02-03T20:00:00\.000Z\n/,
    );
    expect(markdown).toContain('authors: ["jane","solo-dev"]\n---');
    expect(markdown.indexOf('<!-- truncate -->')).toBeLessThan(
      markdown.indexOf('## 🚀 New Feature'),
    );
    expect(markdown).toContain('## 🐛 Bug Fix\n\n- a fix');
    expect(markdown).toContain('## 🏃 Performance');
    expect(markdown).not.toContain('####');
  });

  it('renders a failed publish with its note and no authors', () => {
    const markdown = renderRelease(releases[1]!, '2024-02-03T19:00:00.000Z');
    expect(markdown).not.toContain('authors:');
    expect(markdown).toContain('Failed release, use 1.1.0.\n\n<!-- truncate -->');
  });

  it('builds the authors map from the newest name of each handle', () => {
    expect(authorsMap(collectReleases([{fileName: 'c.md', text: sample}]))).toEqual({
      jane: {name: 'Jane Doe', url: 'https://github.com/jane'},
      'solo-dev': {name: 'solo-dev', url: 'https://github.com/solo-dev'},
    });
  });

  it('links feature releases to their announcement post only', () => {
    expect(
      releasePosts(['3.8.1', '3.8.0', '3.7.0', '2.0.0'], ['/blog/releases/3.8', '/blog/2024/x']),
    ).toEqual({'3.8.0': '/blog/releases/3.8'});
  });

  it('finds the announcements posted before release posts had their own path', () => {
    const posts = [
      '/blog/2021/05/12/announcing-docusaurus-two-beta',
      '/blog/2022/08/01/announcing-docusaurus-2.0',
      '/blog/2022/09/01/docusaurus-2.1',
      '/blog/2022/10/01/not-docusaurus-2.10-yet',
    ];
    expect(releasePosts(['2.1.1', '2.1.0', '2.0.1', '2.0.0', '2.0.0-beta.0'], posts)).toEqual({
      '2.1.0': '/blog/2022/09/01/docusaurus-2.1',
      '2.0.0': '/blog/2022/08/01/announcing-docusaurus-2.0',
    });
    // 2.10 is not 2.1.
    expect(releasePosts(['2.10.0'], ['/blog/2022/09/01/docusaurus-2.1'])).toEqual({});
  });
});
