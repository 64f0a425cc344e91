/**
 * The parts of service worker registration that decide something, apart from the browser calls
 * that carry them out (registerSw.ts), so they can be tested with plain objects.
 */

/** The plugin's offlineModeActivationStrategies option values. */
export type OfflineModeStrategy =
  | 'always'
  | 'mobile'
  | 'saveData'
  | 'appInstalled'
  | 'standalone'
  | 'queryString';

/** What the strategies read from the browser; async where the browser API is. */
export type OfflineModeSignals = {
  viewportWidth: number;
  saveData: boolean;
  search: string;
  standalone: boolean;
  appInstalledEventFired: boolean;
  hasInstalledWebApp: () => Promise<boolean>;
};

/** Widths up to this one count as mobile (the theme's desktop breakpoint is above it). */
export const MAX_MOBILE_WIDTH = 996;

const isStrategyActive: Record<
  OfflineModeStrategy,
  (signals: OfflineModeSignals) => boolean | Promise<boolean>
> = {
  always: () => true,
  mobile: ({viewportWidth}) => viewportWidth <= MAX_MOBILE_WIDTH,
  saveData: ({saveData}) => saveData,
  appInstalled: ({appInstalledEventFired, hasInstalledWebApp}) =>
    appInstalledEventFired || hasInstalledWebApp(),
  standalone: ({standalone}) => standalone,
  queryString: ({search}) => new URLSearchParams(search).get('offlineMode') === 'true',
};

/** The configured strategies that apply to this visit, in configuration order. */
export async function activeOfflineModeStrategies(
  strategies: readonly OfflineModeStrategy[],
  signals: OfflineModeSignals,
): Promise<OfflineModeStrategy[]> {
  const active = await Promise.all(
    strategies.map(async (strategy) =>
      (await isStrategyActive[strategy](signals)) ? strategy : null,
    ),
  );
  return active.filter((strategy): strategy is OfflineModeStrategy => strategy !== null);
}

/** The service worker URL: the worker reads its settings from the `params` query parameter. */
export function serviceWorkerUrl(
  scriptUrl: string,
  params: {offlineMode: boolean; debug: boolean},
): string {
  return `${scriptUrl}?params=${encodeURIComponent(JSON.stringify(params))}`;
}

/**
 * The same-origin addresses among `urls`, each once and without its hash, the worker script left
 * out: what the page asks the worker to keep from before it was in control.
 */
export function sameOriginAddresses(
  urls: readonly string[],
  origin: string,
  workerPath: string,
): string[] {
  const addresses = urls
    .map((url) => new URL(url, origin))
    .filter((url) => url.origin === origin && url.pathname !== workerPath)
    .map((url) => {
      url.hash = '';
      return url.href;
    });
  return [...new Set(addresses)];
}

/** The subset of ServiceWorker used here. */
export type WorkerLike = EventTarget & {state: string};

/** The subset of ServiceWorkerRegistration used here. */
export type RegistrationLike = EventTarget & {
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
  active: WorkerLike | null;
};

/**
 * Calls `onWaiting` with each worker of this registration that is installed and waiting for an
 * older worker to let go: one already waiting now (left from an earlier visit, or installed by
 * another tab), and every update that finishes installing later. A worker installed while no
 * other is active is the first one: it activates at once and is not reported.
 */
export function watchWaitingWorkers(
  registration: RegistrationLike,
  onWaiting: (worker: WorkerLike) => void,
): void {
  if (registration.waiting) {
    onWaiting(registration.waiting);
  }
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) {
      return;
    }
    const hadActiveWorker = registration.active !== null;
    const onStateChange = () => {
      if (worker.state === 'installed') {
        worker.removeEventListener('statechange', onStateChange);
        if (hadActiveWorker) {
          onWaiting(worker);
        }
      } else if (worker.state === 'redundant') {
        worker.removeEventListener('statechange', onStateChange);
      }
    };
    worker.addEventListener('statechange', onStateChange);
  });
}
