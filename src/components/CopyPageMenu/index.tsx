/**
 * "Copy page": a menu button on docs pages and blog posts to copy the page as Markdown (its
 * twin written at build time), open that Markdown, or copy the page's link. Results are
 * announced in a polite live region. Renders nothing for pages without a Markdown twin.
 *
 * Only the button ships with the page. The menu (Menu.tsx) is a chunk of its own that starts
 * downloading when the reader points at, touches or focuses the button, and shows once it is
 * there; most readers never open it.
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconChevronDown from '@site/src/components/icons/IconChevronDown';
import IconCopy from '@site/src/components/icons/IconCopy';
import {lazyComponent} from '@site/src/components/LazyBoundary';
import {useMarkdownTwin} from './useMarkdownTwin';
import {useMenuButton} from './useMenuButton';
import styles from './styles.module.css';

const STATUS_DURATION_MS = 4000;

const loadMenu = () => import('./Menu');
// While it downloads, and if it cannot (offline, before the reader ever opened it), the popup
// shows a spinner or the error with a Retry button in the menu's place.
const Menu = lazyComponent(loadMenu, {className: `${styles.menu} ${styles.menuMessage}`});
/** Starts the menu's download; webpack keeps the one promise, so repeating it costs nothing. */
const preloadMenu = () => {
  loadMenu().catch(() => {});
};

function useStatus(): [string, (message: string) => void] {
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) {
      return undefined;
    }
    const timer = window.setTimeout(() => setStatus(''), STATUS_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  return [status, setStatus];
}

interface Props {
  /** The page's permalink; its Markdown twin is beside it. */
  permalink: string;
  className?: string;
}

export default function CopyPageMenu({permalink, className}: Props): ReactNode {
  const twin = useMarkdownTwin(permalink);
  const menu = useMenuButton();
  const [status, setStatus] = useStatus();
  const id = useId();

  if (!twin) {
    return null;
  }
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  return (
    // The global class lets the print stylesheet hide the menu.
    <div className={clsx('copy-page-menu', styles.root, className)}>
      <button
        ref={menu.buttonRef}
        id={buttonId}
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button)}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? menuId : undefined}
        onPointerEnter={preloadMenu}
        onTouchStart={preloadMenu}
        onFocus={preloadMenu}
        onClick={menu.onButtonClick}
        onKeyDown={menu.onButtonKeyDown}>
        <IconCopy className={styles.icon} />
        {translate({
          id: 'site.copyPage.button',
          message: 'Copy page',
          description: 'Label of the button that opens the copy page menu',
        })}
        <IconChevronDown className={styles.icon} />
      </button>
      {menu.isOpen && (
        <Menu
          id={menuId}
          buttonId={buttonId}
          permalink={permalink}
          twin={twin}
          initialFocus={menu.initialFocus}
          buttonRef={menu.buttonRef}
          close={menu.close}
          announce={setStatus}
        />
      )}
      <span role="status" aria-live="polite" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
