/**
 * Pure helpers of the docs-latest plugin: which `/docs/latest/…` path stands for each page of
 * the newest release.
 */

/** A sidebar item, reduced to what is needed to find generated category index pages. */
export interface SidebarItemLike {
  type: string;
  link?: {type: string; permalink?: string} | undefined;
  items?: readonly SidebarItemLike[];
}

/** The parts of a loaded docs version that the redirects are computed from. */
export interface ReleaseVersionLike {
  versionName: string;
  /** Route of the version, with the base URL: `/docs/3.8.1`. */
  path: string;
  docs: readonly {permalink: string}[];
  sidebars: Readonly<Record<string, readonly SidebarItemLike[]>>;
}

export interface LatestRedirect {
  /** The version-agnostic path, such as `/docs/latest/cli`. */
  from: string;
  /** The page of the newest release it stands for, such as `/docs/3.8.1/cli`. */
  to: string;
}

/** Permalinks of the generated category index pages of a sidebar, depth first. */
export function generatedIndexPermalinks(items: readonly SidebarItemLike[]): string[] {
  return items.flatMap((item) => {
    const own =
      item.type === 'category' && item.link?.type === 'generated-index' && item.link.permalink
        ? [item.link.permalink]
        : [];
    return [...own, ...generatedIndexPermalinks(item.items ?? [])];
  });
}

/**
 * One redirect for each page of `version` (its docs and its generated category indexes): the
 * version's route prefix is replaced by `latestBase`. Pages outside the version's route are
 * skipped, and each path appears once.
 */
export function latestRedirects(version: ReleaseVersionLike, latestBase: string): LatestRedirect[] {
  const pages = [
    ...version.docs.map((doc) => doc.permalink),
    ...Object.values(version.sidebars).flatMap(generatedIndexPermalinks),
  ];
  const prefix = version.path.replace(/\/$/, '');
  const redirects = new Map<string, string>();
  for (const to of pages) {
    const rest = to.slice(prefix.length);
    if (to.startsWith(prefix) && (rest === '' || rest.startsWith('/'))) {
      redirects.set(`${latestBase.replace(/\/$/, '')}${rest || '/'}`, to);
    }
  }
  return [...redirects].map(([from, to]) => ({from, to}));
}
