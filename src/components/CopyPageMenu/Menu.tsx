/**
 * The open "Copy page" menu: its items, the keys that move between them (arrows, Home, End;
 * Escape closes and returns focus to the button; Tab or a click outside closes it) and the copy
 * actions. It is a chunk of its own, loaded when the reader heads for the button, so a page that
 * is only read does not download it.
 */
import React, {useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {copyToClipboard, fetchText} from './clipboard';
import type {InitialFocus} from './useMenuButton';
import styles from './styles.module.css';

const messages = {
  copied: () =>
    translate({
      id: 'site.copyPage.copied',
      message: 'Copied to clipboard',
      description: 'Announced after the page or its link was copied',
    }),
  failed: () =>
    translate({
      id: 'site.copyPage.failed',
      message: 'Could not copy to the clipboard',
      description: 'Announced when copying the page or its link failed',
    }),
};

function items(menu: HTMLUListElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/** A menu item that runs an action; menu items are reached with the arrow keys, not Tab. */
function ActionItem({onClick, children}: {onClick: () => void; children: ReactNode}): ReactNode {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={onClick}>
        {children}
      </button>
    </li>
  );
}

export interface MenuProps {
  id: string;
  buttonId: string;
  /** The page's permalink and the URL of its Markdown twin. */
  permalink: string;
  twin: string;
  initialFocus: InitialFocus;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  close: (returnFocus: boolean) => void;
  /** Announces the outcome of a copy in the button's live region. */
  announce: (message: string) => void;
}

export default function Menu({
  id,
  buttonId,
  permalink,
  twin,
  initialFocus,
  buttonRef,
  close,
  announce,
}: MenuProps): ReactNode {
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = items(menuRef.current);
    (initialFocus === 'first' ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        close(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [initialFocus, buttonRef, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
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
  };

  const copy = useCallback(
    (text: () => string | Promise<string>) => {
      close(true);
      copyToClipboard(text()).then(
        () => announce(messages.copied()),
        () => announce(messages.failed()),
      );
    },
    [close, announce],
  );

  return (
    <ul
      ref={menuRef}
      id={id}
      role="menu"
      aria-labelledby={buttonId}
      className={styles.menu}
      onKeyDown={onKeyDown}>
      <ActionItem onClick={() => copy(() => fetchText(twin))}>
        {translate({
          id: 'site.copyPage.copyMarkdown',
          message: 'Copy as Markdown',
          description: 'Menu item copying the page as Markdown',
        })}
      </ActionItem>
      <li role="none">
        <Link
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={twin}
          target="_blank"
          rel="noopener"
          onClick={() => close(false)}>
          {translate({
            id: 'site.copyPage.viewMarkdown',
            message: 'View as Markdown',
            description: 'Menu item opening the Markdown of the page in a new tab',
          })}
        </Link>
      </li>
      <ActionItem onClick={() => copy(() => new URL(permalink, window.location.href).href)}>
        {translate({
          id: 'site.copyPage.copyLink',
          message: 'Copy link',
          description: 'Menu item copying the address of the page',
        })}
      </ActionItem>
    </ul>
  );
}
