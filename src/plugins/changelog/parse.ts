/**
 * The changelog parser: turns the lerna-changelog style files at the repository root into
 * release records. Pure, so every rule is unit-tested with strings.
 */

export type GroupKind =
  | 'breaking'
  | 'feature'
  | 'bugfix'
  | 'performance'
  | 'polish'
  | 'documentation'
  | 'dependencies'
  | 'maintenance'
  | 'internal';

export interface ChangeGroup {
  kind: GroupKind;
  /** Markdown list items, without the leading "- ". */
  entries: string[];
}

export interface Committer {
  handle: string;
  name: string;
}

export interface Release {
  version: string;
  /** Release day, `YYYY-MM-DD`, as written in the heading. */
  date: string;
  groups: ChangeGroup[];
  committers: Committer[];
  /** Free text between the heading and the first group, e.g. about a broken publish. */
  note?: string;
  /** The note says the npm publish was broken and another version replaces it. */
  failedPublish: boolean;
  /** Where the heading is, for error messages. */
  source: {file: string; line: number};
}

export interface ChangelogFile {
  fileName: string;
  text: string;
}

/** Group headings in the order they are rendered, with the emoji shown in front of each. */
export const GROUPS: readonly {kind: GroupKind; label: string; emoji: string}[] = [
  {kind: 'breaking', label: 'Breaking Change', emoji: '💥'},
  {kind: 'feature', label: 'New Feature', emoji: '🚀'},
  {kind: 'bugfix', label: 'Bug Fix', emoji: '🐛'},
  {kind: 'performance', label: 'Performance', emoji: '🏃'},
  {kind: 'polish', label: 'Polish', emoji: '💅'},
  {kind: 'documentation', label: 'Documentation', emoji: '📝'},
  {kind: 'dependencies', label: 'Dependencies', emoji: '🤖'},
  {kind: 'maintenance', label: 'Maintenance', emoji: '🔧'},
  {kind: 'internal', label: 'Internal', emoji: '🏠'},
];

const RELEASE_HEADING = /^## (\S+) \((\d{4}-\d{2}-\d{2})\)\s*$/;
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/;
// "#### :rocket: New Feature": the emoji shortcode is optional, the label decides the kind.
const GROUP_HEADING = /^#### (?::[a-z_]+: )?(.+?)\s*$/;
const COMMITTERS_HEADING = /^Committers: (\d+)$/;
// "- Jane Doe ([@jane](https://github.com/jane))" or "- [@jane](https://github.com/jane)"
const COMMITTER =
  /^- (?:(.+?) \()?\[@([A-Za-z0-9-]+)\]\(https:\/\/github\.com\/([A-Za-z0-9-]+)\)\)?\s*$/;
const FAILED_PUBLISH = /\b(?:failed release|bad (?:npm )?(?:publish|release))\b/i;

function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** Parses one changelog file. Throws `<file>:<line>: <problem>` on malformed input. */
export function parseChangelog(text: string, fileName: string): Release[] {
  const releases: Release[] = [];
  const seen = new Set<string>();
  let release: Release | undefined;
  // The group being filled: a change group, the committers list, or nothing yet.
  let group: ChangeGroup | {kind: 'committers'; expected: number; line: number} | undefined;
  const fail = (line: number, problem: string): never => {
    throw new Error(`${fileName}:${line}: ${problem}`);
  };

  const finish = () => {
    if (!release) {
      return;
    }
    finishGroup();
    const {version, source} = release;
    release.failedPublish = FAILED_PUBLISH.test(release.note ?? '');
    if (release.groups.length === 0 && !release.note) {
      fail(source.line, `release ${version} has neither change groups nor a note`);
    }
    releases.push(release);
  };
  const finishGroup = () => {
    if (group?.kind === 'committers' && release && release.committers.length !== group.expected) {
      fail(
        group.line,
        `"Committers: ${group.expected}" announces ${group.expected} committers but ${release.committers.length} are listed`,
      );
    }
    if (group && group.kind !== 'committers' && group.entries.length === 0) {
      fail(release?.source.line ?? 0, `empty "${group.kind}" group in ${release?.version}`);
    }
  };

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trimEnd();
    if (content.startsWith('## ')) {
      finish();
      const match = RELEASE_HEADING.exec(content);
      if (!match) {
        fail(line, `release heading "${content}" must look like "## 1.2.3 (YYYY-MM-DD)"`);
      }
      const [, version = '', date = ''] = match ?? [];
      if (!VERSION.test(version)) {
        fail(line, `"${version}" is not a version number`);
      }
      if (!isRealDate(date)) {
        fail(line, `"${date}" is not a calendar date`);
      }
      if (seen.has(version)) {
        fail(line, `duplicate release ${version}`);
      }
      const previous = releases.at(-1);
      if (previous && previous.date < date) {
        fail(line, `release ${version} (${date}) is listed below the older ${previous.version}`);
      }
      seen.add(version);
      release = {
        version,
        date,
        groups: [],
        committers: [],
        failedPublish: false,
        source: {file: fileName, line},
      };
      group = undefined;
      return;
    }
    if (!release || content === '') {
      // The file title and introduction come before the first release.
      return;
    }
    if (content.startsWith('#')) {
      const heading = GROUP_HEADING.exec(content);
      const label = heading?.[1] ?? content;
      finishGroup();
      const committers = COMMITTERS_HEADING.exec(label);
      if (committers) {
        group = {kind: 'committers', expected: Number(committers[1]), line};
        return;
      }
      const known = heading && GROUPS.find((g) => g.label.toLowerCase() === label.toLowerCase());
      if (!known) {
        fail(
          line,
          `unknown change group heading "${content}"; use "#### " followed by one of: ${GROUPS.map((g) => g.label).join(', ')}, Committers: N`,
        );
        return;
      }
      if (release.groups.some((g) => g.kind === known.kind)) {
        fail(line, `group "${known.label}" appears twice in ${release.version}`);
      }
      group = {kind: known.kind, entries: []};
      release.groups.push(group);
      return;
    }
    if (group?.kind === 'committers') {
      const match = COMMITTER.exec(content);
      if (!match || match[2]?.toLowerCase() !== match[3]?.toLowerCase()) {
        fail(
          line,
          `committer line "${content}" must look like "- Name ([@handle](https://github.com/handle))"`,
        );
        return;
      }
      const handle = match[2] ?? '';
      release.committers.push({handle, name: match[1] ?? handle});
      return;
    }
    if (group) {
      if (content.startsWith('- ')) {
        group.entries.push(content.slice(2));
      } else if (/^\s/.test(content) && group.entries.length > 0) {
        group.entries[group.entries.length - 1] += `\n${content}`;
      } else {
        fail(line, `unexpected text in a change group: "${content}"`);
      }
      return;
    }
    if (content.startsWith('- ')) {
      fail(line, `list item before any change group in ${release.version}`);
    }
    release.note = release.note ? `${release.note}\n${content}` : content;
  });
  finish();
  return releases;
}

/**
 * Parses every file, newest release first, and checks that no version appears twice across
 * files. Committer handles are unified case-insensitively (the first spelling met wins).
 */
export function collectReleases(files: readonly ChangelogFile[]): Release[] {
  const all = files.flatMap(({text, fileName}) => parseChangelog(text, fileName));
  const byVersion = new Map<string, Release>();
  const handles = new Map<string, string>();
  for (const release of all) {
    const other = byVersion.get(release.version);
    if (other) {
      throw new Error(
        `${release.source.file}:${release.source.line}: duplicate release ${release.version} (also at ${other.source.file}:${other.source.line})`,
      );
    }
    byVersion.set(release.version, release);
  }
  const sorted = [...all].sort((a, b) => b.date.localeCompare(a.date));
  return sorted.map((release) => ({
    ...release,
    committers: release.committers.map((committer) => {
      const key = committer.handle.toLowerCase();
      const handle = handles.get(key) ?? committer.handle;
      handles.set(key, handle);
      return {...committer, handle};
    }),
  }));
}
