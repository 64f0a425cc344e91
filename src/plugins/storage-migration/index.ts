/**
 * Older visits stored keys such as "theme" without the namespace suffix that
 * `future.experimental_storage.namespace` adds. This plugin carries them over once (colour mode,
 * dismissed announcement, preferred docs versions; src/utils/storageKeys.ts) in an inline script
 * at the top of every page's head: the theme's own inline script, at the start of the body, reads
 * the colour mode before any of the app's code runs, so a migration done by the app left a
 * returning reader's dark mode for the next page load.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {migrateStorageKeys, STORAGE_KEYS} from '../../utils/storageKeys';

/** The inline script: the migration itself, with this site's namespace and keys. */
export function migrationScript(namespace: string): string {
  const call = `(${migrateStorageKeys.toString()})(window.localStorage,${JSON.stringify(namespace)},${JSON.stringify(STORAGE_KEYS)})`;
  // Storage that is blocked or throws: the theme warns once and turns storage features off.
  return `try{${call}}catch(e){}`;
}

export default function pluginStorageMigration({siteStorage}: LoadContext): Plugin<void> {
  return {
    name: 'storage-migration',
    injectHtmlTags() {
      if (siteStorage.type !== 'localStorage' || !siteStorage.namespace) {
        return {};
      }
      return {
        headTags: [{tagName: 'script', innerHTML: migrationScript(siteStorage.namespace)}],
      };
    },
  };
}
