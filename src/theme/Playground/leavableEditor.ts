/**
 * Keyboard access to the live editor. react-live's editor takes Tab to indent the code, which
 * would keep a keyboard user inside it for good (WCAG 2.1.2, no keyboard trap): Escape releases
 * it, so the next Tab or Shift+Tab moves the focus on as everywhere else, and any other key gives
 * Tab back to indenting. The editor's text area also gets a name and a description saying so.
 */
import {useCallback, useEffect, useRef, type KeyboardEvent, type RefObject} from 'react';

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

export function useLeavableEditor(
  root: RefObject<HTMLElement | null>,
  loaded: boolean,
  {label, hintId}: {label: string; hintId: string},
): (event: KeyboardEvent) => void {
  const released = useRef(false);
  useEffect(() => {
    const area = loaded ? root.current?.querySelector('[contenteditable]') : null;
    area?.setAttribute('role', 'textbox');
    area?.setAttribute('aria-multiline', 'true');
    area?.setAttribute('aria-label', label);
    area?.setAttribute('aria-describedby', hintId);
  }, [root, loaded, label, hintId]);
  // A capture listener: it runs before the editor's own, which listens on window.
  return useCallback((event: KeyboardEvent) => {
    if (!(event.target as Element).matches('[contenteditable]') || MODIFIERS.has(event.key)) {
      return;
    }
    if (event.key === 'Tab' && released.current) {
      // Stopped here, the key never reaches the editor and keeps its default: moving the focus.
      event.stopPropagation();
    }
    released.current = event.key === 'Escape';
  }, []);
}
