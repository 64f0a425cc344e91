// Our own Tabs, on the theme's tab state (useTabs: default, groupId sync, query string, storage).
// The theme's version changes its key once the page has hydrated, which throws away every tab set
// and renders it again (with the code blocks inside) right after load, the longest task of a
// page like the installation guide on a phone. Nothing needs that remount: the first render uses
// the default tab, as the server did, and a tab chosen earlier (storage, query string) is applied
// by an update. Keyboard: arrow keys move between tabs, Home and End jump to the ends, Enter and
// Space choose. Each tab names the panel it controls and each panel is named by its tab (the
// theme's are not linked), for the panels that are in the page (a lazy set has the chosen one).
import React, {
  cloneElement,
  useId,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {
  sanitizeTabsChildren,
  useScrollPositionBlocker,
  useTabs,
  type TabItemProps,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

type TabsState = ReturnType<typeof useTabs>;

/** The ids of the n-th tab of a set and of its panel. */
interface TabIds {
  tab: (index: number) => string;
  panel: (index: number) => string;
}

function tabIds(id: string): TabIds {
  return {tab: (index) => `${id}tab${index}`, panel: (index) => `${id}panel${index}`};
}

/** The tab that a navigation key moves the focus to, or undefined for other keys. */
function focusTarget(key: string, tabs: HTMLElement[], from: HTMLElement): HTMLElement | undefined {
  const index = tabs.indexOf(from);
  switch (key) {
    case 'ArrowRight':
      return tabs[(index + 1) % tabs.length];
    case 'ArrowLeft':
      return tabs[(index - 1 + tabs.length) % tabs.length];
    case 'Home':
      return tabs[0];
    case 'End':
      return tabs[tabs.length - 1];
    default:
      return undefined;
  }
}

function TabRow({
  selectedValue,
  selectValue,
  tabValues,
  block,
  className,
  ids,
  lazy,
}: TabsState & Pick<Props, 'block' | 'className' | 'lazy'> & {ids: TabIds}): ReactNode {
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const tabElements: HTMLElement[] = [];

  const choose = (tab: HTMLElement, value: string) => {
    if (value !== selectedValue) {
      // The panel below may change height: keep the tab where the reader's eyes are.
      blockElementScrollPositionUntilNextRender(tab);
      selectValue(value);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, value: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(event.currentTarget, value);
      return;
    }
    const next = focusTarget(event.key, tabElements, event.currentTarget);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', block && 'tabs--block', className)}>
      {tabValues.map(({value, label, attributes}, index) => {
        const selected = value === selectedValue;
        return (
          // The ARIA tabs pattern: the list item is the tab, focusable and operable by keyboard.
          <li
            key={value}
            role="tab"
            tabIndex={selected ? 0 : -1}
            aria-selected={selected}
            id={ids.tab(index)}
            aria-controls={!lazy || selected ? ids.panel(index) : undefined}
            ref={(element) => {
              if (element) {
                tabElements.push(element);
              }
            }}
            onClick={(event) => choose(event.currentTarget, value)}
            onKeyDown={(event) => onKeyDown(event, value)}
            {...attributes}
            className={clsx(
              'tabs__item',
              styles.tab,
              typeof attributes?.className === 'string' && attributes.className,
              selected && 'tabs__item--active',
            )}>
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}

/** The props our TabItem takes besides the theme's: the ids that link it to its tab. */
export type PanelIds = {panelId?: string; tabId?: string};

function TabPanels({
  items,
  selectedValue,
  lazy,
  ids,
}: {
  items: ReactElement<TabItemProps>[];
  selectedValue: string;
  lazy: boolean | undefined;
  ids: TabIds;
}): ReactNode {
  const linked = (index: number): PanelIds => ({panelId: ids.panel(index), tabId: ids.tab(index)});
  if (lazy) {
    const index = items.findIndex((item) => item.props.value === selectedValue);
    const selected = items[index];
    return selected
      ? cloneElement(selected, {
          className: clsx('margin-top--md', selected.props.className),
          ...linked(index),
        })
      : null;
  }
  return (
    <div className="margin-top--md">
      {items.map((item, index) =>
        cloneElement(item, {
          key: item.props.value,
          hidden: item.props.value !== selectedValue,
          ...linked(index),
        }),
      )}
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const items = sanitizeTabsChildren(props.children);
  const state = useTabs({...props, children: items});
  const ids = tabIds(useId());
  return (
    <div className={clsx('tabs-container', styles.tabs)}>
      <TabRow
        {...state}
        block={props.block}
        className={props.className}
        ids={ids}
        lazy={props.lazy}
      />
      <TabPanels items={items} selectedValue={state.selectedValue} lazy={props.lazy} ids={ids} />
    </div>
  );
}
