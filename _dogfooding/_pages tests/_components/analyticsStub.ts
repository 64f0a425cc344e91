/**
 * A local stand-in for an analytics client. The site loads no tracking script: where a real
 * client would send a beacon to a remote collector, this one records the event in memory and
 * writes it to the console, so the test page can show exactly what would have been sent.
 */
export interface AnalyticsEvent {
  readonly name: 'page_view' | 'click';
  readonly path: string;
  readonly label?: string;
}

type Listener = (events: readonly AnalyticsEvent[]) => void;

let events: readonly AnalyticsEvent[] = [];
const listeners = new Set<Listener>();

export function sendEvent(event: AnalyticsEvent): void {
  events = [...events, event];
  console.info('[analytics stub] would send', event);
  listeners.forEach((listener) => listener(events));
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listener(events);
  return () => {
    listeners.delete(listener);
  };
}
