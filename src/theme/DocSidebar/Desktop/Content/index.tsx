// Wraps the desktop docs sidebar to bring the current page's link into view: on a deep page of a
// long sidebar (the API plugins) it was below the fold, or half under the collapse button. It
// hydrates only where the desktop layout shows it (HydrateOnDesktop).
import React, {useEffect, useRef, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import HydrateOnDesktop from '@site/src/components/NearViewport/desktop';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Scrolls `list` so that `item` is in its middle, if `item` is not wholly in view. */
function revealInList(list: Element, item: Element): void {
  const area = list.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.top < area.top || box.bottom > area.bottom) {
    list.scrollTop += box.top - area.top - (area.height - box.height) / 2;
  }
}

export default function DocSidebarDesktopContentWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current?.querySelector('nav.menu');
    const current = list?.querySelector('a[aria-current="page"]');
    if (list && current) {
      revealInList(list, current);
    }
  }, [props.path]);
  return (
    <div ref={ref} className={styles.contents}>
      <HydrateOnDesktop>
        <Content {...props} />
      </HydrateOnDesktop>
    </div>
  );
}
