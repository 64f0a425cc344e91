/**
 * Doc descriptions, loaded apart from the docs version metadata in the browser build
 * (docDescriptionsLoader.cjs). Each version metadata module registers here how to load its
 * version's descriptions; the wrapped DocCard reads them. In server rendering nothing is
 * registered, and cards read the descriptions the version metadata still holds.
 */

/** Doc id to description, for one docs version. */
export type DocDescriptions = Readonly<Record<string, string | undefined>>;

type Loader = () => Promise<{default: DocDescriptions}>;

const loaders = new Map<string, Loader>();
const loaded = new Map<string, Promise<DocDescriptions>>();

const keyOf = (pluginId: string, version: string) => `${pluginId}\u0000${version}`;

export function registerDocDescriptions(pluginId: string, version: string, load: Loader): void {
  loaders.set(keyOf(pluginId, version), load);
}

/**
 * The descriptions of a docs version, loading them the first time (one promise per version, as
 * React's `use` expects), or undefined when the version registered none. A failed download
 * resolves to no descriptions, so cards show their titles alone instead of breaking the page.
 */
export function docDescriptions(
  pluginId: string,
  version: string,
): Promise<DocDescriptions> | undefined {
  const key = keyOf(pluginId, version);
  const load = loaders.get(key);
  if (load === undefined) {
    return undefined;
  }
  let promise = loaded.get(key);
  if (promise === undefined) {
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
