import {describe, expect, it} from 'vitest';
import {createIdleQueue, type IdleDeadline} from '../idleQueue';

/** A scheduler under test control: slices wait until `next(ms)` runs one with that much time. */
function manualScheduler() {
  const pending: ((deadline: IdleDeadline) => void)[] = [];
  return {
    schedule: (slice: (deadline: IdleDeadline) => void) => pending.push(slice),
    pendingSlices: () => pending.length,
    next(budgetMs: number, costPerItemMs: number, ranItems: () => number) {
      const slice = pending.shift();
      if (!slice) {
        throw new Error('no slice scheduled');
      }
      const start = ranItems();
      slice({timeRemaining: () => budgetMs - (ranItems() - start) * costPerItemMs});
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing when items are added, only when the scheduler grants idle time', () => {
    const ran: string[] = [];
    const scheduler = manualScheduler();
    const add = createIdleQueue((item: string) => ran.push(item), scheduler.schedule);
    add('/docs/a');
    add('/docs/b');
    expect(ran).toEqual([]);
    expect(scheduler.pendingSlices()).toBe(1);
    scheduler.next(50, 5, () => ran.length);
    expect(ran).toEqual(['/docs/a', '/docs/b']);
    expect(scheduler.pendingSlices()).toBe(0);
  });

  it('stops a slice when less than the reserve is left and continues in the next one, in order', () => {
    const ran: number[] = [];
    const scheduler = manualScheduler();
    const add = createIdleQueue((item: number) => ran.push(item), scheduler.schedule, 10);
    for (let i = 1; i <= 10; i += 1) {
      add(i);
    }
    // 30 ms, 10 ms an item: after two items 10 ms are left (still >= reserve), after three none.
    scheduler.next(30, 10, () => ran.length);
    expect(ran).toEqual([1, 2, 3]);
    expect(scheduler.pendingSlices()).toBe(1);
    scheduler.next(30, 10, () => ran.length);
    expect(ran).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('still runs one item per slice when the scheduler reports no spare time', () => {
    const ran: number[] = [];
    const scheduler = manualScheduler();
    const add = createIdleQueue((item: number) => ran.push(item), scheduler.schedule);
    add(1);
    add(2);
    scheduler.next(0, 0, () => ran.length);
    expect(ran).toEqual([1]);
    scheduler.next(0, 0, () => ran.length);
    expect(ran).toEqual([1, 2]);
    expect(scheduler.pendingSlices()).toBe(0);
  });

  it('schedules a new slice for items added after the queue drained', () => {
    const ran: number[] = [];
    const scheduler = manualScheduler();
    const add = createIdleQueue((item: number) => ran.push(item), scheduler.schedule);
    add(1);
    scheduler.next(50, 1, () => ran.length);
    add(2);
    expect(scheduler.pendingSlices()).toBe(1);
    scheduler.next(50, 1, () => ran.length);
    expect(ran).toEqual([1, 2]);
  });
});
