import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {
  BUNDLE_LOAD_ERROR_ID,
  BUNDLE_LOAD_ERROR_MESSAGE,
  RELOAD_FLAG_KEY,
  bundleLoadGuardScript,
} from '../bundleLoadGuard';

type Listener = (event: {target: unknown}) => void;

interface FakeElement {
  id?: string;
  className?: string;
  textContent?: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

/**
 * Just enough of a browser tab to run the guard: listeners, a reload counter, a body, and the
 * page's `<script defer>` elements.
 */
function fakeTab(session: Map<string, string> | 'throws', deferScripts: unknown[] = []) {
  const listeners: Record<string, Listener[]> = {};
  const documentListeners: Record<string, Listener[]> = {};
  const inserted: FakeElement[] = [];
  let reloads = 0;
  const sessionStorage = {
    getItem: (key: string) => (session === 'throws' ? null : (session.get(key) ?? null)),
    setItem: (key: string, value: string) => {
      if (session !== 'throws') session.set(key, value);
    },
    removeItem: (key: string) => {
      if (session !== 'throws') session.delete(key);
    },
  };
  const window = {
    get sessionStorage() {
      if (session === 'throws') {
        throw new Error('SecurityError');
      }
      return sessionStorage;
    },
    addEventListener: (type: string, listener: Listener) => {
      (listeners[type] ??= []).push(listener);
    },
    location: {reload: () => (reloads += 1)},
  };
  const document = {
    body: {insertBefore: (element: FakeElement) => inserted.push(element), firstChild: null},
    getElementById: (id: string) => inserted.find((element) => element.id === id) ?? null,
    createElement: (): FakeElement => ({
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
    }),
    addEventListener: (type: string, listener: Listener) => {
      (documentListeners[type] ??= []).push(listener);
    },
    querySelectorAll: (selector: string) => {
      if (selector !== 'script[defer][src]') {
        throw new Error(`unexpected selector ${selector}`);
      }
      return deferScripts;
    },
  };
  vm.runInNewContext(bundleLoadGuardScript, {window, document});
  const fire = (type: string, target: unknown) =>
    (listeners[type] ?? []).forEach((listener) => listener({target}));
  // A resource's load event: seen by document listeners, never by window ones.
  const loaded = (target: unknown) =>
    (documentListeners.load ?? []).forEach((listener) => listener({target}));
  return {fire, loaded, inserted, reloads: () => reloads};
}

const pageScript = {tagName: 'SCRIPT', src: '/assets/js/main.1234.js', defer: true};

describe('bundle load guard', () => {
  it('reloads once when a script of the page template fails', () => {
    const session = new Map<string, string>();
    const tab = fakeTab(session);
    tab.fire('error', pageScript);
    tab.fire('error', {...pageScript, src: '/assets/js/runtime~main.1234.js'});
    expect(tab.reloads()).toBe(1);
    expect(session.get(RELOAD_FLAG_KEY)).toBe('1');
    expect(tab.inserted).toEqual([]);
  });

  it('shows the message instead of reloading a second time', () => {
    const tab = fakeTab(new Map([[RELOAD_FLAG_KEY, '1']]));
    tab.fire('error', pageScript);
    expect(tab.reloads()).toBe(0);
    expect(tab.inserted).toHaveLength(1);
    expect(tab.inserted[0]).toMatchObject({
      id: BUNDLE_LOAD_ERROR_ID,
      textContent: BUNDLE_LOAD_ERROR_MESSAGE,
      attributes: {role: 'alert'},
    });
  });

  it('never reloads when session storage cannot remember the reload', () => {
    const tab = fakeTab('throws');
    tab.fire('error', pageScript);
    expect(tab.reloads()).toBe(0);
    expect(tab.inserted).toHaveLength(1);
  });

  it('ignores chunks loaded later by the bundle, images and other elements', () => {
    const tab = fakeTab(new Map());
    tab.fire('error', {tagName: 'SCRIPT', src: '/assets/js/1234.js', defer: false});
    tab.fire('error', {tagName: 'IMG', src: '/img/logo.svg'});
    tab.fire('error', {});
    expect(tab.reloads()).toBe(0);
    expect(tab.inserted).toEqual([]);
  });

  it('forgets the reload once every script of the page has loaded', () => {
    const session = new Map([[RELOAD_FLAG_KEY, '1']]);
    const runtime = {...pageScript, src: '/assets/js/runtime~main.1234.js'};
    const tab = fakeTab(session, [runtime, pageScript]);
    tab.loaded(runtime);
    expect(session.get(RELOAD_FLAG_KEY)).toBe('1');
    tab.loaded({tagName: 'IMG', src: '/img/logo.svg'});
    expect(session.get(RELOAD_FLAG_KEY)).toBe('1');
    tab.loaded(pageScript);
    expect(session.has(RELOAD_FLAG_KEY)).toBe(false);
  });

  it('keeps the reload remembered when a script failed, even after the window loaded', () => {
    const session = new Map([[RELOAD_FLAG_KEY, '1']]);
    const runtime = {...pageScript, src: '/assets/js/runtime~main.1234.js'};
    const tab = fakeTab(session, [runtime, pageScript]);
    tab.fire('load', {});
    tab.loaded(runtime);
    tab.fire('error', pageScript);
    expect(session.get(RELOAD_FLAG_KEY)).toBe('1');
    expect(tab.reloads()).toBe(0);
    expect(tab.inserted).toHaveLength(1);
  });
});
