/**
 * State and keyboard handling of a menu button (WAI-ARIA APG "menu button" pattern): Enter,
 * Space or ArrowDown open the menu on its first item, ArrowUp on its last; arrows, Home and
 * End move between items; Escape closes and returns focus to the button; Tab or a click
 * outside closes it.
 */
import {useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject} from 'react';

interface MenuButton {
  isOpen: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  menuRef: RefObject<HTMLUListElement | null>;
  /** Closes the menu; with `returnFocus`, focus goes back to the button. */
  close: (returnFocus: boolean) => void;
  onButtonClick: () => void;
  onButtonKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onMenuKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
}

function items(menu: HTMLUListElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

export function useMenuButton(): MenuButton {
  const [isOpen, setOpen] = useState(false);
  // Which item gets focus once the menu is rendered.
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const open = useCallback((focus: 'first' | 'last') => {
    setInitialFocus(focus);
    setOpen(true);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      buttonRef.current?.focus();
    }
  }, []);

  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    const list = items(menuRef.current);
    (initialFocus === 'first' ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, initialFocus]);

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

  const onMenuKeyDown = useCallback(
    (event: KeyboardEvent<HTMLUListElement>) => {
      const list = items(menuRef.current);
      const current = list.indexOf(document.activeElement as HTMLElement);
      const focusAt = (index: number) => {
        event.preventDefault();
        list[(index + list.length) % list.length]?.focus();
      };
      switch (event.key) {
        case 'ArrowDown':
          focusAt(current + 1);
          break;
        case 'ArrowUp':
          focusAt(current - 1);
          break;
        case 'Home':
          focusAt(0);
          break;
        case 'End':
          focusAt(list.length - 1);
          break;
        case 'Escape':
          event.preventDefault();
          close(true);
          break;
        case 'Tab':
          close(false);
          break;
        default:
          break;
      }
    },
    [close],
  );

  return {isOpen, buttonRef, menuRef, close, onButtonClick, onButtonKeyDown, onMenuKeyDown};
}
