/**
 * Makes a broken browser storage look like an unavailable one, before any storage slot exists.
 *
 * The theme's storage layer handles storage that cannot be reached: it logs one warning and every
 * storage feature does nothing. Storage that can be reached but whose methods throw (a full quota,
 * some privacy modes, a blocking extension) gets no such treatment: each read and write logs an
 * error of its own. This module tries one write, read and delete; if any throws, it hides the
 * storage behind a getter that throws the same error, so the theme takes its "not available" path.
 * The fault-tolerance plugin loads it before the other plugins' client modules (PWA creates a
 * storage slot as soon as it loads).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import SiteStorage from '@generated/site-storage';

const PROBE_KEY = 'docusaurus.storageGuard.probe';

/** The error a storage round trip throws, or `null` when storage works or cannot be reached. */
function probeStorage(getStorage: () => Storage): unknown {
  let storage: Storage;
  try {
    storage = getStorage();
  } catch {
    // Unreachable storage: the theme already logs its warning and falls back on its own.
    return null;
  }
  try {
    storage.setItem(PROBE_KEY, '1');
    storage.getItem(PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return null;
  } catch (error) {
    return error;
  }
}

/** The site's storage, and session storage, which some features use (the colour generator). */
const GUARDED = [...new Set([SiteStorage.type, 'sessionStorage'] as const)];

function guard(): void {
  for (const type of GUARDED) {
    const error = probeStorage(() => window[type]);
    if (error !== null) {
      Object.defineProperty(window, type, {
        configurable: true,
        get() {
          throw error;
        },
      });
    }
  }
}

if (ExecutionEnvironment.canUseDOM) {
  guard();
}
