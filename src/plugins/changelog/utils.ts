/**
 * Pure functions behind the changelog plugin that turn parsed releases (parse.ts) into blog
 * posts and authors. No file system access here, so every rule is unit-tested with strings.
 */
import {GROUPS, type GroupKind, type Release} from './parse';
/**
 * Gives each release a publish time. Headings only carry a day, so releases of the same day
 * (newest first) get 20:00, 19:00, ... UTC and keep their order in the date-sorted blog.
 */
export function publishTimes(releases: readonly Release[]): Map<string, string> {
  const times = new Map<string, string>();
  const perDay = new Map<string, number>();
  for (const {version, date} of releases) {
    const rank = perDay.get(date) ?? 0;
    perDay.set(date, rank + 1);
    const hour = String(20 - rank).padStart(2, '0');
    times.set(version, `${date}T${hour}:00:00.000Z`);
  }
  return times;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** One sentence shown in the list view, before the truncate marker. */
export function summarize(release: Release): string {
  if (release.failedPublish || release.groups.length === 0) {
    return release.note ?? '';
  }
  const count = (kind: GroupKind) =>
    release.groups.find((g) => g.kind === kind)?.entries.length ?? 0;
  const other = release.groups
    .filter((g) => !['breaking', 'feature', 'bugfix'].includes(g.kind))
    .reduce((sum, g) => sum + g.entries.length, 0);
  const parts = [
    count('breaking') && plural(count('breaking'), 'breaking change', 'breaking changes'),
    count('feature') && plural(count('feature'), 'new feature', 'new features'),
    count('bugfix') && plural(count('bugfix'), 'bug fix', 'bug fixes'),
    other && plural(other, 'other change', 'other changes'),
  ].filter((part): part is string => Boolean(part));
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  const by = release.committers.length
    ? ` from ${plural(release.committers.length, 'committer', 'committers')}`
    : '';
  return `${list.charAt(0).toUpperCase()}${list.slice(1)}${by}.`;
}

/** Renders one release as a Markdown blog post with front matter. */
export function renderRelease(release: Release, publishedAt: string): string {
  const frontMatter = [
    `title: ${JSON.stringify(release.version)}`,
    `slug: ${JSON.stringify(`/${release.version}`)}`,
    `date: ${publishedAt}`,
    `description: ${JSON.stringify(`Docusaurus ${release.version}: ${summarize(release)}`)}`,
    ...(release.committers.length
      ? [`authors: ${JSON.stringify(release.committers.map((c) => c.handle))}`]
      : []),
  ];
  const groups = GROUPS.flatMap(({kind, label, emoji}) => {
    const group = release.groups.find((g) => g.kind === kind);
    return group ? [`## ${emoji} ${label}`, group.entries.map((e) => `- ${e}`).join('\n')] : [];
  });
  return [
    `---\n${frontMatter.join('\n')}\n---`,
    summarize(release),
    '<!-- truncate -->',
    ...(release.note && release.note !== summarize(release) ? [release.note] : []),
    ...groups,
  ]
    .join('\n\n')
    .concat('\n');
}

export interface ChangelogAuthor {
  name: string;
  url: string;
}

/** The blog authors map: one entry per committer handle, named as in their newest release. */
export function authorsMap(releases: readonly Release[]): Record<string, ChangelogAuthor> {
  const map: Record<string, ChangelogAuthor> = {};
  for (const {committers} of releases) {
    for (const {handle, name} of committers) {
      map[handle] ??= {name, url: `https://github.com/${handle}`};
    }
  }
  return map;
}

/**
 * Maps each feature release (`X.Y.0`) to its announcement post, when the blog has one: at
 * `…/releases/X.Y`, or, before the release posts moved there, at a dated slug ending in
 * `docusaurus-X.Y` (`announcing-docusaurus-2.0`, `docusaurus-2.1`).
 */
export function releasePosts(
  versions: readonly string[],
  blogPermalinks: readonly string[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const version of versions) {
    const minor = /^(\d+\.\d+)\.0$/.exec(version)?.[1];
    const announces = (permalink: string) => {
      const path = permalink.replace(/\/$/, '');
      return (
        path.endsWith(`/releases/${minor}`) ||
        /[/-]docusaurus-(\d+\.\d+)$/.exec(path)?.[1] === minor
      );
    };
    const permalink = minor && blogPermalinks.find(announces);
    if (permalink) {
      result[version] = permalink;
    }
  }
  return result;
}
