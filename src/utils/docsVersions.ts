/**
 * Version arithmetic shared by the version banner, the version dropdown and the /docs/latest
 * redirects. Pure functions over the shapes of the docs plugin's global data.
 */
import type {GlobalDoc, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

/** The name the docs plugin gives to the `docs/` folder, which is never a release. */
export const CURRENT_VERSION_NAME = 'current';

/**
 * The newest release in a list ordered like the docs plugin orders versions: the current
 * version first, then versions.json, newest first. `undefined` when no release is built.
 */
export function newestRelease<V>(
  versions: readonly V[],
  nameOf: (version: V) => string,
): V | undefined {
  return versions.find((version) => nameOf(version) !== CURRENT_VERSION_NAME);
}

/** The doc a link to `version` should open, and whether it is the page being read. */
export interface VersionTarget {
  doc: GlobalDoc;
  samePage: boolean;
}

/**
 * The same page in `version` when that version has it, otherwise the version's main doc.
 * `alternateDocVersions` comes from `useActiveDocContext()`: the page being read, by version.
 */
export function versionTarget(
  version: GlobalVersion,
  alternateDocVersions: Readonly<Record<string, GlobalDoc>>,
): VersionTarget {
  const sameDoc = alternateDocVersions[version.name];
  if (sameDoc) {
    return {doc: sameDoc, samePage: true};
  }
  const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
  if (!mainDoc) {
    throw new Error(`Docs version "${version.name}" has no main doc "${version.mainDocId}".`);
  }
  return {doc: mainDoc, samePage: false};
}

/**
 * Names of the versions that lack the page being read. Empty off a doc page (no page to look
 * for), and never contains the version being read.
 */
export function versionsWithoutPage(
  versions: readonly GlobalVersion[],
  activeDoc: GlobalDoc | undefined,
  alternateDocVersions: Readonly<Record<string, GlobalDoc>>,
): Set<string> {
  if (!activeDoc) {
    return new Set();
  }
  return new Set(
    versions.map((version) => version.name).filter((name) => !alternateDocVersions[name]),
  );
}

/** The `versions` option of the `docsVersionDropdown` navbar item. */
export type DropdownVersions =
  | readonly string[]
  | {readonly [name: string]: {readonly label?: string}};

/**
 * The dropdown's `versions` option with every version in `withoutPage` relabelled by `mark`.
 * Unset, it lists `allVersions` in their order, like the theme does. Names that are not
 * versions are passed through untouched, so the theme still reports them.
 */
export function markVersionsWithoutPage(
  configured: DropdownVersions | undefined,
  allVersions: readonly {name: string; label: string}[],
  withoutPage: ReadonlySet<string>,
  mark: (versionLabel: string) => string,
): DropdownVersions | undefined {
  if (withoutPage.size === 0) {
    return configured;
  }
  const entries: [string, {readonly label?: string} | undefined][] = !configured
    ? allVersions.map((version) => [version.name, undefined])
    : Array.isArray(configured)
      ? configured.map((name: string) => [name, undefined])
      : Object.entries(configured);
  return Object.fromEntries(
    entries.map(([name, config]) => {
      const version = allVersions.find((candidate) => candidate.name === name);
      if (!version || !withoutPage.has(name)) {
        return [name, config ?? {}];
      }
      return [name, {...config, label: mark(config?.label ?? version.label)}];
    }),
  );
}

/**
 * The version-agnostic address of a page of the newest release: `/docs/3.8.1/cli` becomes
 * `/docs/latest/cli` for `releaseBase` `/docs/3.8.1` and `latestBase` `/docs/latest`. Paths
 * outside the release (another version, `/docs/3.8.10/…`, other sections) have none.
 */
export function latestAlias(
  existingPath: string,
  releaseBase: string,
  latestBase: string,
): string | undefined {
  if (!isUnder(existingPath, releaseBase)) {
    return undefined;
  }
  const base = releaseBase.replace(/\/$/, '');
  return `${latestBase.replace(/\/$/, '')}${existingPath.slice(base.length)}`;
}

/** Whether `path` is `base` or a page under it (`/docs/3.8.1` is not under `/docs/3.8`). */
function isUnder(path: string, base: string): boolean {
  const root = base.replace(/\/$/, '');
  return path === root || path.startsWith(`${root}/`);
}

/**
 * docusaurus.io's address of a Canary page: `/docs/cli` becomes `/docs/next/cli` for
 * `aliasBase` `/docs/next`. This site serves Canary at the docs root, and the framework's own
 * messages link to `/docs/next/…`. Pages of the releases (`releaseBases`) and outside the docs
 * have none.
 */
export function canaryAlias(
  existingPath: string,
  docsBase: string,
  releaseBases: readonly string[],
  aliasBase: string,
): string | undefined {
  return releaseBases.some((base) => isUnder(existingPath, base))
    ? undefined
    : latestAlias(existingPath, docsBase, aliasBase);
}
