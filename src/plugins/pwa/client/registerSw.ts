/**
 * Service worker registration, set as the PWA plugin's `swRegister` module in place of the
 * plugin's own. The plugin's module loads workbox-window (2.2 kB gzip, on every reader's first
 * page) for three things the browser's service worker API does by itself: registering, noticing
 * an update waiting to take over, and telling it to take over. Behaviour is the plugin's:
 * - the worker is registered with `params` saying whether offline mode is on (the configured
 *   activation strategies) and whether debug logging is;
 * - an update that is waiting takes over at once outside offline mode; in offline mode, where the
 *   page may be an older deploy's, the reload popup asks first, and Refresh hands over to the new
 *   worker, then reloads once it controls the page;
 * - installing or uninstalling the app clears registrations, as the plugin does, so the worker
 *   registered next has the right offline mode.
 * Unlike the plugin's, registration waits until the page has hydrated, loaded and gone idle: in
 * offline mode the worker starts downloading its precache as it installs, which should not compete
 * with the page starting up. In offline mode the worker is then told which addresses the page
 * loaded before it was in control (../worker/offlineCache.mjs keeps them).
 * The plugin's webpack configuration defines the PWA_* variables read here.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot} from '@docusaurus/theme-common';
import {pendingForegroundWork} from '../../../utils/foregroundWork';
import {CACHE_VISITED} from '../worker/messages.mjs';
import {
  activeOfflineModeStrategies,
  sameOriginAddresses,
  serviceWorkerUrl,
  watchWaitingWorkers,
  type OfflineModeStrategy,
  type WorkerLike,
} from './serviceWorkerUpdates';

// Build-time constants; the strategies arrive as an array literal, whatever process.env's type says.
const SCRIPT_URL = process.env.PWA_SERVICE_WORKER_URL as string;
const STRATEGIES = process.env
  .PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as OfflineModeStrategy[];
const DEBUG = Boolean(process.env.PWA_DEBUG);
/** The web app manifest, linked from here rather than the HTML (../headTags.ts says why). */
const MANIFEST_URL = process.env.PWA_MANIFEST_URL as string;

const appInstalledEventFired = createStorageSlot('docusaurus.pwa.event.appInstalled.fired');

function debugLog(message: string, details?: unknown): void {
  if (DEBUG) {
    console.log(`[Docusaurus-PWA][registerSw]: ${message}`, details ?? '');
  }
}

async function hasInstalledWebApp(): Promise<boolean> {
  const nav = navigator as Navigator & {
    getInstalledRelatedApps?: () => Promise<{platform: string}[]>;
  };
  try {
    const apps = (await nav.getInstalledRelatedApps?.()) ?? [];
    return apps.some((app) => app.platform === 'webapp');
  } catch {
    // Outside a top-level browsing context (an iframe) the browser refuses to answer.
    return false;
  }
}

async function isOfflineModeOn(): Promise<boolean> {
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean}}).connection;
  const active = await activeOfflineModeStrategies(STRATEGIES, {
    viewportWidth: window.innerWidth,
    saveData: Boolean(connection?.saveData),
    search: window.location.search,
    standalone: window.matchMedia('(display-mode: standalone)').matches,
    appInstalledEventFired: appInstalledEventFired.get() === 'true',
    hasInstalledWebApp,
  });
  debugLog(`offline mode ${active.length > 0 ? 'on' : 'off'}`, {active, STRATEGIES});
  return active.length > 0;
}

function takeOver(worker: WorkerLike): void {
  (worker as ServiceWorker).postMessage({type: 'SKIP_WAITING'});
}

async function showReloadPopup(worker: WorkerLike): Promise<void> {
  const {renderReloadPopup} = await import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js');
  await renderReloadPopup({
    onReload() {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      takeOver(worker);
    },
  });
}

async function register(): Promise<void> {
  const offlineMode = await isOfflineModeOn();
  const registration = await navigator.serviceWorker.register(
    serviceWorkerUrl(SCRIPT_URL, {offlineMode, debug: DEBUG}),
  );
  debugLog('registered', registration);
  if (offlineMode) {
    void navigator.serviceWorker.ready.then(({active}) => {
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      active?.postMessage({
        type: CACHE_VISITED,
        urls: sameOriginAddresses(
          [window.location.href, ...loaded],
          window.location.origin,
          SCRIPT_URL,
        ),
      });
    });
  }
  watchWaitingWorkers(registration, (worker) => {
    debugLog('a new service worker is waiting', {offlineMode});
    if (offlineMode) {
      void showReloadPopup(worker);
    } else {
      takeOver(worker);
    }
  });
}

async function clearRegistrationsAndReload(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  window.location.reload();
}

function listenForAppInstallation(): void {
  window.addEventListener('appinstalled', () => {
    appInstalledEventFired.set('true');
    void clearRegistrationsAndReload();
  });
  // Fired again when the app is offered for installation, which means it was uninstalled.
  window.addEventListener('beforeinstallprompt', () => {
    if (appInstalledEventFired.get()) {
      appInstalledEventFired.del();
      void clearRegistrationsAndReload();
    }
  });
}

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: 5000});
  } else {
    window.setTimeout(callback, 200);
  }
}

const supported = ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator;
if (supported) {
  listenForAppInstallation();
}

function linkManifest(): void {
  if (MANIFEST_URL && !document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_URL;
    document.head.append(link);
  }
}

let started = false;

// Called once the app has rendered, the first time as hydration commits.
export function onRouteDidUpdate(): void {
  if (started || !ExecutionEnvironment.canUseDOM) {
    return;
  }
  started = true;
  linkManifest();
  if (!supported) {
    return;
  }
  // Not while a reader waits for something (a first search): the worker's script and, in
  // offline mode, its precache would download alongside (src/utils/foregroundWork.ts).
  const start = () =>
    whenIdle(() => {
      const pending = pendingForegroundWork();
      if (pending) {
        void pending.then(start);
        return;
      }
      register().catch((error: unknown) => console.error('registerSw failed', error));
    });
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, {once: true});
  }
}
