// Older visits stored keys such as "theme" without the namespace suffix that
// `future.experimental_storage.namespace` adds; carry them over once so readers keep
// their colour mode, dismissed announcement and preferred docs version.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import SiteStorage from '@generated/site-storage';
import {migrateStorageKeys} from '@site/src/utils/storageKeys';

function migrate(): void {
  let storage: Storage;
  try {
    storage = window.localStorage;
    migrateStorageKeys(storage, SiteStorage.namespace);
  } catch {
    // Storage is blocked or throwing: the theme's storage layer already logs a warning
    // and turns every storage feature into a no-op, so there is nothing to migrate.
  }
}

if (ExecutionEnvironment.canUseDOM && SiteStorage.type === 'localStorage') {
  migrate();
}
