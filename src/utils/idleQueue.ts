/** What a scheduler hands to a slice of queued work: how long it may still run, in ms. */
export interface IdleDeadline {
  timeRemaining: () => number;
}

export type ScheduleIdle = (slice: (deadline: IdleDeadline) => void) => void;

/**
 * A queue whose items are handed to `run` only in idle time: each slice runs items while the
 * deadline leaves at least `reserveMs`, and schedules the next slice if items are left. One item
 * always runs per slice, so the queue drains even when the scheduler reports no spare time.
 */
export function createIdleQueue<T>(
  run: (item: T) => void,
  schedule: ScheduleIdle,
  reserveMs = 10,
): (item: T) => void {
  const items: T[] = [];
  let scheduled = false;
  const slice = (deadline: IdleDeadline) => {
    scheduled = false;
    do {
      run(items.shift() as T);
    } while (items.length > 0 && deadline.timeRemaining() >= reserveMs);
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
