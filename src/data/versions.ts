/**
 * Released Docusaurus versions the versions page lists, newest first: the last patch of each
 * minor line, its date (from CHANGELOG.md / CHANGELOG-v2.md) and its announcement post. Whether
 * a version's docs are served by this site is decided at build time from the docs plugin's
 * versions; the others link to the docs folder at that release's tag on GitHub.
 */
export type Release = {
  name: string;
  /** Release date, YYYY-MM-DD. */
  date: string;
  /** Blog post that announced the minor line. */
  announcement: string;
};

export const releases: readonly Release[] = [
  {name: '3.8.1', date: '2025-06-06', announcement: '/blog/releases/3.8'},
  {name: '3.7.0', date: '2025-01-03', announcement: '/blog/releases/3.7'},
  {name: '3.6.3', date: '2024-11-22', announcement: '/blog/releases/3.6'},
  {name: '3.5.2', date: '2024-08-13', announcement: '/blog/releases/3.5'},
  {name: '3.4.0', date: '2024-05-31', announcement: '/blog/releases/3.4'},
  {name: '3.3.2', date: '2024-05-03', announcement: '/blog/releases/3.3'},
  {name: '3.2.1', date: '2024-04-04', announcement: '/blog/releases/3.2'},
  {name: '3.1.1', date: '2024-01-26', announcement: '/blog/releases/3.1'},
  {name: '3.0.1', date: '2023-11-30', announcement: '/blog/releases/3.0'},
  {name: '2.4.3', date: '2023-09-20', announcement: '/blog/releases/2.4'},
  {name: '2.3.1', date: '2023-02-03', announcement: '/blog/releases/2.3'},
  {name: '2.2.0', date: '2022-10-29', announcement: '/blog/releases/2.2'},
  {name: '2.1.0', date: '2022-09-01', announcement: '/blog/2022/09/01/docusaurus-2.1'},
  {name: '2.0.1', date: '2022-08-01', announcement: '/blog/2022/08/01/announcing-docusaurus-2.0'},
];

/** Docusaurus 1 is a different code base; its last docs site is still online. */
export const legacyV1 = {
  name: '1.x',
  docs: 'https://v1.docusaurus.io/',
  releaseNotes: 'https://github.com/facebook/docusaurus/releases/tag/v1.14.7',
  announcement: '/blog/2017/12/14/introducing-docusaurus',
} as const;

/** The newest `count` releases whose docs this site does not serve (`served`), newest first. */
export function archivedReleases(served: readonly string[], count = 5): Release[] {
  return releases.filter((release) => !served.includes(release.name)).slice(0, count);
}

/** The docs folder of a release, as tagged in the framework's repository. */
export function taggedDocsUrl(repoUrl: string, version: string): string {
  return `${repoUrl}/tree/v${version}/website/docs`;
}
