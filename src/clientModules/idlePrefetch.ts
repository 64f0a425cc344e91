/**
 * Link prefetching in idle time. Docusaurus prefetches the chunks of each internal link as it
 * scrolls into view, and each prefetch scans the whole route table (635 routes here). On load,
 * the dozens of links of the navbar, sidebar and footer come into view together, which made one
 * of the page's longest tasks right as it became interactive (about 60 ms on our 2-core machine,
 * four times that under Lighthouse's phone throttling). The prefetches are the same; they now
 * wait for idle time and run a few at a time (utils/idleQueue.ts), and not while a reader waits
 * for a search.
 * Hover and touch still preload at once (`window.docusaurus.preload`).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {pendingForegroundWork} from '../utils/foregroundWork';
import {createIdleQueue, type ScheduleIdle} from '../utils/idleQueue';

// Browsers without requestIdleCallback get short timer slices instead.
const requestIdle: ScheduleIdle = (slice) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(slice, {timeout: 2000});
  } else {
    const start = performance.now();
    window.setTimeout(() => slice({timeRemaining: () => 15 - (performance.now() - start)}), 50);
  }
};

// While a reader waits for something (the search's first hits), prefetching pauses: its requests
// would go out ahead of the search index's (../utils/foregroundWork.ts).
const scheduleIdle: ScheduleIdle = (slice) => {
  requestIdle((deadline) => {
    const pending = pendingForegroundWork();
    if (pending) {
      void pending.then(() => scheduleIdle(slice));
    } else {
      slice(deadline);
    }
  });
};

let installed = false;

// The app sets window.docusaurus just before its first render; this lifecycle runs at the end
// of that render, before any link's visibility is reported.
export function onRouteDidUpdate(): void {
  if (installed || !ExecutionEnvironment.canUseDOM || !window.docusaurus) {
    return;
  }
  installed = true;
  const framework = window.docusaurus;
  // A slice runs at most about 10 ms of prefetches (timed as they run), which stays under the
  // 50 ms that counts as a long task on a phone four times slower. A slice that stopped only
  // when less than 35 ms of its idle period was left still ran 50 to 60 ms under 4x throttling:
  // one prefetch there takes 10 to 45 ms (it appends <link> and <script> elements).
  const prefetchWhenIdle = createIdleQueue(
    (url: string) => {
      framework.prefetch(url);
    },
    scheduleIdle,
    {sliceMs: 10},
  );
  window.docusaurus = {
    preload: framework.preload,
    prefetch: (url) => {
      prefetchWhenIdle(url);
      return false;
    },
  };
}
