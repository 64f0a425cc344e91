/**
 * State of a menu button (WAI-ARIA APG "menu button" pattern) on the button's side: a click
 * toggles the menu, ArrowDown opens it on its first item and ArrowUp on its last. The keys
 * inside the open menu are handled by the menu itself (Menu.tsx), which loads on first use.
 */
import {useCallback, useRef, useState, type KeyboardEvent, type RefObject} from 'react';

export type InitialFocus = 'first' | 'last';

interface MenuButton {
  isOpen: boolean;
  /** Which item gets focus once the menu is rendered. */
  initialFocus: InitialFocus;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; with `returnFocus`, focus goes back to the button. */
  close: (returnFocus: boolean) => void;
  onButtonClick: () => void;
  onButtonKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export function useMenuButton(): MenuButton {
  const [isOpen, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<InitialFocus>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);

  const open = useCallback((focus: InitialFocus) => {
    setInitialFocus(focus);
    setOpen(true);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      buttonRef.current?.focus();
    }
  }, []);

  const onButtonClick = useCallback(() => {
    if (isOpen) {
      close(false);
    } else {
      open('first');
    }
  }, [isOpen, open, close]);

  const onButtonKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        open(event.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
    [open],
  );

  return {isOpen, initialFocus, buttonRef, close, onButtonClick, onButtonKeyDown};
}
