import {afterEach, describe, expect, it, vi} from 'vitest';
import {holdBackgroundWork, MAX_HOLD_MS, pendingForegroundWork} from '../foregroundWork';

/** A promise with its resolve and reject at hand. */
function deferred() {
  let resolve = () => {};
  let reject = (_: Error) => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

/** Whether `promise` has settled once pending callbacks have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('foreground work', () => {
  it('holds nothing until work is announced', () => {
    expect(pendingForegroundWork()).toBeNull();
  });

  it('holds background work until every announced work has settled', async () => {
    const search = deferred();
    const modal = deferred();
    holdBackgroundWork(search.promise);
    holdBackgroundWork(modal.promise);
    const pending = pendingForegroundWork()!;
    search.resolve();
    expect(await hasSettled(pending)).toBe(false);
    // A failed download releases the hold as well.
    modal.reject(new Error('offline'));
    expect(await hasSettled(pending)).toBe(true);
    expect(pendingForegroundWork()).toBeNull();
  });

  it('also waits for work announced while waiting', async () => {
    const first = deferred();
    const second = deferred();
    holdBackgroundWork(first.promise);
    const pending = pendingForegroundWork()!;
    holdBackgroundWork(second.promise);
    first.resolve();
    expect(await hasSettled(pending)).toBe(false);
    second.resolve();
    expect(await hasSettled(pending)).toBe(true);
  });

  it('gives up on work that never settles', async () => {
    vi.useFakeTimers();
    holdBackgroundWork(new Promise(() => {}));
    const pending = pendingForegroundWork()!;
    let released = false;
    void pending.then(() => (released = true));
    await vi.advanceTimersByTimeAsync(MAX_HOLD_MS - 1);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
    expect(pendingForegroundWork()).toBeNull();
  });
});
