/** Every browser-storage key the site uses (spec §9), before the namespace suffix. */
export const STORAGE_KEYS = [
  'theme',
  'docusaurus.announcement.dismiss',
  'docusaurus.announcement.id',
  'docs-preferred-version-default',
  'docs-preferred-version-community',
  'docusaurus.pwa.event.appInstalled.fired',
] as const;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Moves values stored under the plain keys to their namespaced twins and removes the plain
 * keys. A namespaced value that already exists wins: it is newer than the plain one.
 * Returns the keys that were moved.
 */
export function migrateStorageKeys(
  store: KeyValueStore,
  namespace: string,
  keys: readonly string[] = STORAGE_KEYS,
): string[] {
  if (!namespace) {
    return [];
  }
  const moved: string[] = [];
  for (const key of keys) {
    const oldValue = store.getItem(key);
    if (oldValue === null) {
      continue;
    }
    if (store.getItem(key + namespace) === null) {
      store.setItem(key + namespace, oldValue);
      moved.push(key);
    }
    store.removeItem(key);
  }
  return moved;
}
