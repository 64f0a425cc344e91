// Our tab panel, in place of the theme's TabItem: the same panel (its class, `hidden` when another
// tab is chosen), linked to its tab by the ids our Tabs gives it (`id`, `aria-labelledby`), which
// the theme's does not take. It sits in an element that carries the tab's label, so that the
// print stylesheet can show every panel under its label (on screen the wrapper has no box).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
import type {PanelIds} from '../Tabs';

export default function TabItem({
  children,
  hidden,
  className,
  label,
  value,
  panelId,
  tabId,
}: Props & PanelIds): ReactNode {
  return (
    <div className="tab-item-print" data-tab-label={label ?? value}>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId}
        className={clsx(styles.tabItem, className)}
        hidden={hidden}>
        {children}
      </div>
    </div>
  );
}
