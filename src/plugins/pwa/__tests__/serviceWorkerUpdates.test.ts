import {describe, expect, it, vi} from 'vitest';
import {
  activeOfflineModeStrategies,
  sameOriginAddresses,
  serviceWorkerUrl,
  watchWaitingWorkers,
  type OfflineModeSignals,
  type OfflineModeStrategy,
  type RegistrationLike,
  type WorkerLike,
} from '../client/serviceWorkerUpdates';

const desktopVisit: OfflineModeSignals = {
  viewportWidth: 1280,
  saveData: false,
  search: '',
  standalone: false,
  appInstalledEventFired: false,
  hasInstalledWebApp: async () => false,
};

const siteStrategies: OfflineModeStrategy[] = [
  'appInstalled',
  'standalone',
  'mobile',
  'saveData',
  'queryString',
];

describe('offline mode activation strategies', () => {
  it('are all off for an ordinary desktop visit', async () => {
    expect(await activeOfflineModeStrategies(siteStrategies, desktopVisit)).toEqual([]);
  });

  it.each<[OfflineModeStrategy, Partial<OfflineModeSignals>]>([
    ['mobile', {viewportWidth: 996}],
    ['saveData', {saveData: true}],
    ['queryString', {search: '?q=x&offlineMode=true'}],
    ['standalone', {standalone: true}],
    ['appInstalled', {appInstalledEventFired: true}],
    ['appInstalled', {hasInstalledWebApp: async () => true}],
  ])('%s turns on with %o', async (strategy, signals) => {
    expect(
      await activeOfflineModeStrategies(siteStrategies, {...desktopVisit, ...signals}),
    ).toEqual([strategy]);
  });

  it('keeps to the configured strategies and their order', async () => {
    const signals = {...desktopVisit, viewportWidth: 400, search: '?offlineMode=true'};
    expect(await activeOfflineModeStrategies(['queryString', 'mobile'], signals)).toEqual([
      'queryString',
      'mobile',
    ]);
    expect(await activeOfflineModeStrategies(['saveData'], signals)).toEqual([]);
    expect(await activeOfflineModeStrategies(['always'], desktopVisit)).toEqual(['always']);
  });

  it('does not count a width above the breakpoint, or offlineMode=false, as on', async () => {
    const signals = {...desktopVisit, viewportWidth: 997, search: '?offlineMode=false'};
    expect(await activeOfflineModeStrategies(siteStrategies, signals)).toEqual([]);
  });
});

describe('serviceWorkerUrl', () => {
  it('passes the settings as JSON in the params query parameter', () => {
    const url = new URL(
      serviceWorkerUrl('/sw.js', {offlineMode: true, debug: false}),
      'http://localhost',
    );
    expect(url.pathname).toBe('/sw.js');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual({offlineMode: true, debug: false});
  });
});

class FakeWorker extends EventTarget implements WorkerLike {
  constructor(public state: string) {
    super();
  }
  moveTo(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  constructor(public active: FakeWorker | null) {
    super();
  }
  startUpdate(): FakeWorker {
    this.installing = new FakeWorker('installing');
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

describe('watchWaitingWorkers', () => {
  it('reports a worker that is already waiting', () => {
    const registration = new FakeRegistration(new FakeWorker('activated'));
    registration.waiting = new FakeWorker('installed');
    const onWaiting = vi.fn();
    watchWaitingWorkers(registration, onWaiting);
    expect(onWaiting).toHaveBeenCalledExactlyOnceWith(registration.waiting);
  });

  it('reports an update once it has installed, and only once', () => {
    const registration = new FakeRegistration(new FakeWorker('activated'));
    const onWaiting = vi.fn();
    watchWaitingWorkers(registration, onWaiting);
    const update = registration.startUpdate();
    expect(onWaiting).not.toHaveBeenCalled();
    update.moveTo('installed');
    update.moveTo('activating');
    update.moveTo('activated');
    expect(onWaiting).toHaveBeenCalledExactlyOnceWith(update);
  });

  it('does not report the first worker, which has nothing to wait for', () => {
    const registration = new FakeRegistration(null);
    const onWaiting = vi.fn();
    watchWaitingWorkers(registration, onWaiting);
    const first = registration.startUpdate();
    first.moveTo('installed');
    first.moveTo('activated');
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('does not report an update that failed to install', () => {
    const registration = new FakeRegistration(new FakeWorker('activated'));
    const onWaiting = vi.fn();
    watchWaitingWorkers(registration, onWaiting);
    registration.startUpdate().moveTo('redundant');
    expect(onWaiting).not.toHaveBeenCalled();
  });
});

describe('sameOriginAddresses', () => {
  it('keeps same-origin addresses once each, without hash, and leaves the worker script out', () => {
    const origin = 'https://site.example';
    expect(
      sameOriginAddresses(
        [
          'https://site.example/docs/cli?offlineMode=true#options',
          'https://site.example/assets/js/main.1.js',
          'https://site.example/docs/cli?offlineMode=true',
          'https://site.example/sw.js?params=%7B%7D',
          'https://fonts.example/font.woff2',
        ],
        origin,
        '/sw.js',
      ),
    ).toEqual([
      'https://site.example/docs/cli?offlineMode=true',
      'https://site.example/assets/js/main.1.js',
    ]);
  });
});
