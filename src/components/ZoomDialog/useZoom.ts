import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

interface Zoom<T extends HTMLElement> {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** The element that opened the dialog: it gets the focus back when the dialog closes. */
  triggerRef: RefObject<T | null>;
}

export function useZoom<T extends HTMLElement = HTMLButtonElement>(): Zoom<T> {
  const [isOpen, setOpen] = useState(false);
  const wasOpen = useRef(false);
  const triggerRef = useRef<T>(null);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      triggerRef.current?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return {isOpen, open, close, triggerRef};
}
