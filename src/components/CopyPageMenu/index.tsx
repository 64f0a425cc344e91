/**
 * "Copy page": a menu button on docs pages and blog posts to copy the page as Markdown (its
 * twin written at build time), open that Markdown, or copy the page's link. Results are
 * announced in a polite live region. Renders nothing for pages without a Markdown twin.
 */
import React, {useCallback, useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import IconChevronDown from '@site/src/components/icons/IconChevronDown';
import IconCopy from '@site/src/components/icons/IconCopy';
import {copyToClipboard, fetchText} from './clipboard';
import {useMarkdownTwin} from './useMarkdownTwin';
import {useMenuButton} from './useMenuButton';
import styles from './styles.module.css';

const STATUS_DURATION_MS = 4000;

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

  const copy = useCallback(
    (text: () => string | Promise<string>) => {
      menu.close(true);
      copyToClipboard(text()).then(
        () => setStatus(messages.copied()),
        () => setStatus(messages.failed()),
      );
    },
    [menu, setStatus],
  );

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
        <ul
          ref={menu.menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={menu.onMenuKeyDown}>
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
              onClick={() => menu.close(false)}>
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
      )}
      <span role="status" aria-live="polite" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
