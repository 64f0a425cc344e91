/** What a scheduler hands to a slice of queued work: how long it may still run, in ms. */
export interface IdleDeadline {
  timeRemaining: () => number;
}

export type ScheduleIdle = (slice: (deadline: IdleDeadline) => void) => void;

export interface IdleQueueOptions {
  /**
   * Longest a slice should run, in ms. A slice runs another item only if the longest item so far
   * would still end within this time and within the deadline.
   */
  sliceMs?: number;
  /** The clock, in ms (tests pass their own). */
  now?: () => number;
}

/**
 * A queue whose items are handed to `run` only in idle time, a few to a slice, each slice short
 * enough not to be a long task. Items are timed as they run: the next one starts only if one as
 * long as the longest so far would end within `sliceMs` of the slice's start and within the
 * idle deadline. On a slow phone that is one item a slice; on a fast machine, several. One item
 * always runs per slice, so the queue drains even when the scheduler reports no spare time.
 */
export function createIdleQueue<T>(
  run: (item: T) => void,
  schedule: ScheduleIdle,
  {sliceMs = 10, now = () => performance.now()}: IdleQueueOptions = {},
): (item: T) => void {
  const items: T[] = [];
  let scheduled = false;
  let longest = 0;
  const slice = (deadline: IdleDeadline) => {
    scheduled = false;
    const start = now();
    let fits = true;
    do {
      const before = now();
      run(items.shift() as T);
      const after = now();
      longest = Math.max(longest, after - before);
      fits = after - start + longest <= sliceMs && deadline.timeRemaining() > longest;
    } while (items.length > 0 && fits);
    if (items.length > 0) {
      scheduled = true;
      schedule(slice);
    }
  };
  return (item) => {
    items.push(item);
    if (!scheduled) {
      scheduled = true;
      schedule(slice);
    }
  };
}
