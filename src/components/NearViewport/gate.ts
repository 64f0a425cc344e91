/**
 * A gate that opens once an element comes within a margin of the viewport: a promise that
 * HydrateNearViewport suspends on. Opens at once where nothing can be observed (no element, no
 * IntersectionObserver), and when created open (server rendering).
 */
export interface Gate {
  /** Resolves when the gate opens; stays resolved. */
  opened: Promise<void>;
  /** Watches `element`; returns the function that stops watching. */
  observe: (element: Element | null, rootMargin: string) => () => void;
}

export function openWhenNear(open: boolean): Gate {
  let openGate = () => {};
  const opened = open
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        openGate = resolve;
      });
  let isOpen = open;
  const openOnce = () => {
    isOpen = true;
    openGate();
  };
  return {
    opened,
    observe(element, rootMargin) {
      if (isOpen) {
        return () => {};
      }
      if (element === null || typeof IntersectionObserver === 'undefined') {
        openOnce();
        return () => {};
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            openOnce();
          }
        },
        {rootMargin},
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
  };
}
