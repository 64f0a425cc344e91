/**
 * Work a reader is waiting for, and background work that makes way for it. A search opened on a
 * page that has just loaded started its downloads while the page's idle link prefetching
 * (clientModules/idlePrefetch.ts) was still sending requests: on one connection they went out
 * ahead of the index files, and their handling ran between the search's tasks. Work a reader
 * waits for is announced with `holdBackgroundWork`; background work starts only once
 * `pendingForegroundWork` is null, or when the promise it returns resolves.
 */

/** Background work waits this long at most for work that never settles (a stalled download). */
export const MAX_HOLD_MS = 5000;

const holds = new Set<Promise<void>>();

/** Background work waits until `work` settles, fulfilled or rejected, or `MAX_HOLD_MS` passes. */
export function holdBackgroundWork(work: Promise<unknown>): void {
  const settled = Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, MAX_HOLD_MS)),
  ]);
  holds.add(settled);
  void settled.then(() => holds.delete(settled));
}

/**
 * Null when no work is held for; otherwise a promise that resolves once none is, including work
 * announced while waiting.
 */
export function pendingForegroundWork(): Promise<void> | null {
  if (holds.size === 0) {
    return null;
  }
  return Promise.all(holds).then(() => pendingForegroundWork() ?? undefined);
}
