/**
 * Gates that HydrateNearViewport suspends on: a promise that resolves when the gate opens, and a
 * way to start watching for that. One opens once an element comes within a margin of the
 * viewport; another once a media query matches (a region the page's CSS shows only from some
 * width on). A gate created open carries React's "fulfilled" marks, so `use()` reads it without
 * suspending and the region hydrates with the page.
 */
export interface Gate {
  /** Resolves when the gate opens; stays resolved. */
  opened: Promise<void>;
  /** Whether it was open from the start. */
  openFromStart: boolean;
  /** Starts watching (`element` for a viewport gate); returns the function that stops. */
  observe: (element: Element | null, rootMargin: string) => () => void;
}

/** A promise already resolved, marked the way React's `use()` reads without suspending. */
function fulfilled(): Promise<void> {
  return Object.assign(Promise.resolve(), {status: 'fulfilled', value: undefined});
}

/** A gate's promise and the function that opens it (once). */
function opening(open: boolean): {opened: Promise<void>; isOpen: () => boolean; open: () => void} {
  let resolve = () => {};
  const opened = open
    ? fulfilled()
    : new Promise<void>((done) => {
        resolve = done;
      });
  let isOpen = open;
  return {
    opened,
    isOpen: () => isOpen,
    open: () => {
      isOpen = true;
      resolve();
    },
  };
}

/**
 * Opens when the observed element comes within `rootMargin` of the viewport; at once where
 * nothing can be observed (no element, no IntersectionObserver), and when created open (server
 * rendering).
 */
export function openWhenNear(open: boolean): Gate {
  const gate = opening(open);
  return {
    opened: gate.opened,
    openFromStart: open,
    observe(element, rootMargin) {
      if (gate.isOpen()) {
        return () => {};
      }
      if (element === null || typeof IntersectionObserver === 'undefined') {
        gate.open();
        return () => {};
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            gate.open();
          }
        },
        {rootMargin},
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
  };
}

/**
 * Opens when `query` matches: created open where it matches already, where matchMedia is missing
 * and on the server (`canMatch` false).
 */
export function openWhenMatches(query: string, canMatch: boolean): Gate {
  const list = canMatch && typeof matchMedia === 'function' ? matchMedia(query) : null;
  const openFromStart = list === null || list.matches;
  const gate = opening(openFromStart);
  return {
    opened: gate.opened,
    openFromStart,
    observe() {
      if (gate.isOpen() || list === null) {
        return () => {};
      }
      const onChange = () => {
        if (list.matches) {
          list.removeEventListener('change', onChange);
          gate.open();
        }
      };
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
  };
}
