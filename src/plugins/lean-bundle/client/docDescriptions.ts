/**
 * Doc descriptions, loaded apart from the docs version metadata in the browser build
 * (docDescriptionsLoader.cjs). Each version metadata module registers here how to load its
 * version's descriptions, one group of docs at a time; the wrapped DocCard reads them. In server
 * rendering nothing is registered, and cards read the descriptions the version metadata still
 * holds.
 */

/** Doc id to description, for the docs of one group. */
export type DocDescriptions = Readonly<Record<string, string | undefined>>;

type Loader = () => Promise<{default: DocDescriptions}>;

const loaders = new Map<string, ReadonlyMap<string, Loader>>();
const loaded = new Map<string, Promise<DocDescriptions>>();

const keyOf = (pluginId: string, version: string) => `${pluginId}\u0000${version}`;

/** The group of a doc's description: its id's first folder, or '' (docDescriptionsLoader.cjs). */
export const descriptionGroup = (docId: string): string =>
  docId.includes('/') ? docId.slice(0, docId.indexOf('/')) : '';

export function registerDocDescriptions(
  pluginId: string,
  version: string,
  groups: ReadonlyArray<readonly [group: string, load: Loader]>,
): void {
  loaders.set(keyOf(pluginId, version), new Map(groups));
}

/**
 * The descriptions of the group of doc `docId`, loading them the first time (one promise per
 * group, as React's `use` expects), or undefined when the version registered none. A failed
 * download, or a group the version did not register, resolves to no descriptions, so cards show
 * their titles alone instead of breaking the page.
 */
export function docDescriptions(
  pluginId: string,
  version: string,
  docId: string,
): Promise<DocDescriptions> | undefined {
  const groups = loaders.get(keyOf(pluginId, version));
  if (groups === undefined) {
    return undefined;
  }
  const group = descriptionGroup(docId);
  const key = `${keyOf(pluginId, version)}\u0000${group}`;
  let promise = loaded.get(key);
  if (promise === undefined) {
    const load = groups.get(group) ?? (() => Promise.resolve({default: {}}));
    promise = load().then(
      (module) => module.default,
      () => ({}),
    );
    loaded.set(key, promise);
  }
  return promise;
}

interface VersionMetadata {
  version: {docs: Record<string, {id?: string}>};
}

/** Gives each doc of the version metadata its id back: its key (docDescriptionsLoader.cjs). */
export function withDocIds<T extends VersionMetadata>(props: T): T {
  const {docs} = props.version;
  props.version.docs = Object.fromEntries(
    Object.entries(docs).map(([id, doc]) => [id, {id, ...doc}]),
  );
  return props;
}
