/**
 * The search shortcuts readers know from DocSearch: Ctrl/Cmd+K opens and closes the modal, "/"
 * opens it from anywhere but a text field, Escape closes it, and a character typed while the
 * search button has focus opens the modal with that character in the box.
 */
import {useEffect, type RefObject} from 'react';

interface Shortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** The element a key was pressed in, as far as the shortcuts care. */
type KeyTarget = Pick<HTMLElement, 'tagName' | 'isContentEditable'> | null;

interface KeyPress extends Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'> {
  target: KeyTarget;
}

function isEditable(target: KeyTarget): boolean {
  return (
    target !== null &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/** What a key press asks of the search modal, if anything. Pure, for the tests. */
export function shortcutAction(
  event: KeyPress,
  state: {isOpen: boolean; buttonFocused: boolean},
): 'toggle' | 'open' | 'close' | 'input' | null {
  const key = event.key.toLowerCase();
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
    return 'toggle';
  }
  if (state.isOpen) {
    return key === 'escape' ? 'close' : null;
  }
  if (key === '/' && !isEditable(event.target)) {
    return 'open';
  }
  const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
  return state.buttonFocused && printable && /\S/.test(event.key) ? 'input' : null;
}

export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, buttonRef}: Shortcuts): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = shortcutAction(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          target,
        },
        {
          isOpen,
          buttonFocused: document.activeElement === buttonRef.current,
        },
      );
      if (action === 'input') {
        onInput(event);
        return;
      }
      if (action === null) {
        return;
      }
      event.preventDefault();
      if (action === 'open' || (action === 'toggle' && !isOpen)) {
        onOpen();
      } else {
        onClose();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
