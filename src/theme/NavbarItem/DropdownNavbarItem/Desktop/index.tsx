// Gives the desktop navbar dropdowns (version, language) the keys of a button that shows a list:
// Space toggles, Escape closes and gives focus back to the toggle, arrows, Home and End move
// through the entries (src/utils/dropdownKeys.ts). The theme keeps the open state inside its
// component and changes it only on its toggle's Enter key, so the wrapper opens and closes the
// list by handing that key to the toggle instead of copying the component.
// A list shown because the pointer rests on the dropdown is dismissed with Escape too, wherever
// the focus is (WCAG 1.4.13), until the pointer leaves the dropdown.
import React, {useEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import DropdownNavbarItemDesktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type DropdownNavbarItemDesktopType from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {dropdownKeyAction} from '@site/src/utils/dropdownKeys';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DropdownNavbarItemDesktopType>;

const isExpanded = (toggle: HTMLElement) => toggle.getAttribute('aria-expanded') === 'true';

function setExpanded(toggle: HTMLElement, expanded: boolean): void {
  if (isExpanded(toggle) !== expanded) {
    toggle.dispatchEvent(new window.KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
  }
}

/**
 * Focuses an entry of a list that is being opened. The list fades in, and its entries can take
 * the focus only once its visibility has left `hidden`, a frame or two after React shows it.
 */
function focusOnceShown(entry: HTMLElement, framesLeft = 30): void {
  entry.focus();
  if (document.activeElement !== entry && framesLeft > 0) {
    requestAnimationFrame(() => focusOnceShown(entry, framesLeft - 1));
  }
}

function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
  // Any other key used in the dropdown means the reader wants the list again.
  if (event.key !== 'Escape') {
    delete event.currentTarget.dataset.dismissed;
  }
  const toggle = event.currentTarget.querySelector<HTMLElement>('[aria-haspopup]');
  if (!toggle || event.altKey || event.ctrlKey || event.metaKey) {
    return;
  }
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('.dropdown__menu a[href]'),
  );
  const focused = items.indexOf(event.target as HTMLElement);
  const action = dropdownKeyAction(event.key, {
    item: focused === -1 ? null : focused,
    itemCount: items.length,
    expanded: isExpanded(toggle),
  });
  if (action === null || (focused === -1 && event.target !== toggle)) {
    return;
  }
  event.preventDefault();
  if (action.type === 'toggle') {
    setExpanded(toggle, !isExpanded(toggle));
  } else if (action.type === 'close') {
    toggle.focus();
    setExpanded(toggle, false);
  } else {
    setExpanded(toggle, true);
    const entry = items[action.index];
    if (entry) {
      focusOnceShown(entry);
    }
  }
}

export default function DropdownNavbarItemDesktopWrapper(props: Props): ReactNode {
  const keys = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dismissHovered = (event: globalThis.KeyboardEvent) => {
      const root = keys.current;
      if (event.key === 'Escape' && root?.querySelector('.dropdown:hover')) {
        root.dataset.dismissed = 'true';
      }
    };
    document.addEventListener('keydown', dismissHovered);
    return () => document.removeEventListener('keydown', dismissHovered);
  }, []);
  return (
    // The key handler only adds to what the toggle and the links inside do with the keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={keys}
      className={styles.keys}
      onKeyDown={onKeyDown}
      onMouseLeave={(event) => delete event.currentTarget.dataset.dismissed}>
      <DropdownNavbarItemDesktop {...props} />
    </div>
  );
}
