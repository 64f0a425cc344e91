// Wraps the strip that shows a hidden docs sidebar again. The stock strip toggles on any key, so a
// keyboard reader who tabbed past the hidden sidebar opened it again; here only Enter and Space
// do. The focus follows the sidebar (toggleFocus.ts): hidden from the keyboard, the sidebar leaves
// the focus on this strip once it appears; shown again, on the sidebar's hide button.
import React, {useEffect, useRef, type ReactNode, type SyntheticEvent} from 'react';
import ExpandButton from '@theme-original/DocRoot/Layout/Sidebar/ExpandButton';
import type ExpandButtonType from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import type {WrapperProps} from '@docusaurus/types';
import {focusHideButtonSoon, takeShowButtonFocus} from '../toggleFocus';
import styles from '../toggleButtons.module.css';

type Props = WrapperProps<typeof ExpandButtonType>;

const ACTIVATING_KEYS = new Set(['Enter', ' ']);

export default function ExpandButtonWrapper({toggleSidebar}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeShowButtonFocus()) {
      ref.current?.querySelector<HTMLElement>('[role="button"]')?.focus();
    }
  }, []);
  // The stock strip passes its click and keydown events.
  const onToggle = (event?: SyntheticEvent) => {
    if (event?.type === 'keydown') {
      if (!ACTIVATING_KEYS.has((event.nativeEvent as KeyboardEvent).key)) {
        return;
      }
      event.preventDefault();
      focusHideButtonSoon();
    }
    toggleSidebar();
  };
  return (
    <div ref={ref} className={styles.contents}>
      <ExpandButton toggleSidebar={onToggle} />
    </div>
  );
}
