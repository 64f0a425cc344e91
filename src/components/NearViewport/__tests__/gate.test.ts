import {afterEach, describe, expect, it, vi} from 'vitest';
import {openWhenMatches, openWhenNear} from '../gate';

/** Whether the promise has settled, after pending microtasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

/** A stand-in IntersectionObserver whose callback the test fires. */
function fakeObserver() {
  const instances: {fire: (isIntersecting: boolean) => void; disconnected: boolean}[] = [];
  class FakeObserver {
    disconnected = false;
    constructor(private readonly callback: IntersectionObserverCallback) {
      instances.push(this as never);
    }
    fire(isIntersecting: boolean) {
      this.callback([{isIntersecting} as IntersectionObserverEntry], this as never);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return instances;
}

describe('openWhenNear', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is open from the start when created open (server rendering)', async () => {
    expect(await settled(openWhenNear(true).opened)).toBe(true);
  });

  it('stays shut until the element comes near, then opens and stops watching', async () => {
    const observers = fakeObserver();
    const gate = openWhenNear(false);
    gate.observe({} as Element, '400px 0px');
    expect(await settled(gate.opened)).toBe(false);
    observers[0]!.fire(false);
    expect(await settled(gate.opened)).toBe(false);
    observers[0]!.fire(true);
    expect(await settled(gate.opened)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('opens at once when nothing can be observed', async () => {
    const noElement = openWhenNear(false);
    noElement.observe(null, '0px');
    expect(await settled(noElement.opened)).toBe(true);
    vi.stubGlobal('IntersectionObserver', undefined);
    const noObserver = openWhenNear(false);
    noObserver.observe({} as Element, '0px');
    expect(await settled(noObserver.opened)).toBe(true);
  });

  it('watches nothing once open, and the returned function stops an unopened watch', async () => {
    const observers = fakeObserver();
    const gate = openWhenNear(false);
    const stop = gate.observe({} as Element, '0px');
    stop();
    expect(observers[0]!.disconnected).toBe(true);
    expect(await settled(gate.opened)).toBe(false);
    gate.observe({} as Element, '0px');
    observers[1]!.fire(true);
    expect(await settled(gate.opened)).toBe(true);
    gate.observe({} as Element, '0px');
    expect(observers).toHaveLength(2);
  });
});

/** A stand-in matchMedia whose match the test sets. */
function fakeMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set(next: boolean) {
      list.matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('openWhenMatches', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is open from the start, marked fulfilled for React, where the query matches', () => {
    fakeMedia(true);
    const gate = openWhenMatches('(min-width: 997px)', true);
    expect(gate.openFromStart).toBe(true);
    expect(gate.opened).toMatchObject({status: 'fulfilled'});
  });

  it('is open from the start on the server', () => {
    const gate = openWhenMatches('(min-width: 997px)', false);
    expect(gate.openFromStart).toBe(true);
  });

  it('opens when the query starts to match, and stops listening', async () => {
    const media = fakeMedia(false);
    const gate = openWhenMatches('(min-width: 997px)', true);
    expect(gate.openFromStart).toBe(false);
    gate.observe(null, '0px');
    media.set(false);
    expect(await settled(gate.opened)).toBe(false);
    media.set(true);
    expect(await settled(gate.opened)).toBe(true);
    expect(media.listeners.size).toBe(0);
  });
});
