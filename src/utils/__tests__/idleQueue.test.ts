import {describe, expect, it} from 'vitest';
import {createIdleQueue, type IdleDeadline} from '../idleQueue';

/**
 * A scheduler and a clock under test control: slices wait until `next(idleMs)` runs one with that
 * much idle time, and each item `tick`s the clock by what it costs.
 */
function manualScheduler() {
  const pending: ((deadline: IdleDeadline) => void)[] = [];
  let clock = 0;
  return {
    now: () => clock,
    tick: (ms: number) => {
      clock += ms;
    },
    schedule: (slice: (deadline: IdleDeadline) => void) => pending.push(slice),
    pendingSlices: () => pending.length,
    next(idleMs: number) {
      const slice = pending.shift();
      if (!slice) {
        throw new Error('no slice scheduled');
      }
      const start = clock;
      slice({timeRemaining: () => Math.max(0, idleMs - (clock - start))});
    },
  };
}

/** A queue whose items cost `costOf(item)` ms of the scheduler's clock. */
function queue<T>(
  scheduler: ReturnType<typeof manualScheduler>,
  costOf: (item: T) => number,
  sliceMs?: number,
) {
  const ran: T[] = [];
  const add = createIdleQueue(
    (item: T) => {
      ran.push(item);
      scheduler.tick(costOf(item));
    },
    scheduler.schedule,
    {sliceMs, now: scheduler.now},
  );
  return {ran, add};
}

describe('createIdleQueue', () => {
  it('runs nothing when items are added, only when the scheduler grants idle time', () => {
    const scheduler = manualScheduler();
    const {ran, add} = queue(scheduler, () => 2);
    add('/docs/a');
    add('/docs/b');
    expect(ran).toEqual([]);
    expect(scheduler.pendingSlices()).toBe(1);
    scheduler.next(50);
    expect(ran).toEqual(['/docs/a', '/docs/b']);
    expect(scheduler.pendingSlices()).toBe(0);
  });

  it('ends a slice before an item as long as the longest so far would overrun it, in order', () => {
    const scheduler = manualScheduler();
    // 3 ms an item, 10 ms a slice: after three items (9 ms) a fourth would end at 12 ms.
    const {ran, add} = queue(scheduler, () => 3, 10);
    [1, 2, 3, 4, 5, 6, 7, 8].forEach((item) => add(item));
    scheduler.next(50);
    expect(ran).toEqual([1, 2, 3]);
    expect(scheduler.pendingSlices()).toBe(1);
    scheduler.next(50);
    expect(ran).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('runs one item a slice once an item has been slow (a throttled phone)', () => {
    const scheduler = manualScheduler();
    // The first item takes 12 ms: no slice has room for a second after it.
    const {ran, add} = queue(scheduler, (item: number) => (item === 1 ? 12 : 1), 10);
    [1, 2, 3, 4].forEach((item) => add(item));
    scheduler.next(50);
    expect(ran).toEqual([1]);
    scheduler.next(50);
    // 1 ms now, but the longest so far (12 ms) would not fit after it.
    expect(ran).toEqual([1, 2]);
  });

  it('stays within the idle deadline when it is shorter than the slice', () => {
    const scheduler = manualScheduler();
    const {ran, add} = queue(scheduler, () => 2, 10);
    [1, 2, 3, 4, 5].forEach((item) => add(item));
    // 5 ms of idle time: after two items (4 ms) 1 ms is left, less than an item.
    scheduler.next(5);
    expect(ran).toEqual([1, 2]);
  });

  it('still runs one item per slice when the scheduler reports no spare time', () => {
    const scheduler = manualScheduler();
    const {ran, add} = queue(scheduler, () => 0);
    add(1);
    add(2);
    scheduler.next(0);
    expect(ran).toEqual([1]);
    scheduler.next(0);
    expect(ran).toEqual([1, 2]);
    expect(scheduler.pendingSlices()).toBe(0);
  });

  it('schedules a new slice for items added after the queue drained', () => {
    const scheduler = manualScheduler();
    const {ran, add} = queue(scheduler, () => 1);
    add(1);
    scheduler.next(50);
    add(2);
    expect(scheduler.pendingSlices()).toBe(1);
    scheduler.next(50);
    expect(ran).toEqual([1, 2]);
  });
});
