// Wraps the docs sidebar's hide button so that, pressed from the keyboard, it hands the focus to
// the strip that shows the sidebar again instead of dropping it to the page (toggleFocus.ts).
import React, {useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import CollapseButton from '@theme-original/DocSidebar/Desktop/CollapseButton';
import type CollapseButtonType from '@theme/DocSidebar/Desktop/CollapseButton';
import type {WrapperProps} from '@docusaurus/types';
import {
  registerHideButton,
  wantShowButtonFocus,
} from '@site/src/theme/DocRoot/Layout/Sidebar/toggleFocus';
import styles from '@site/src/theme/DocRoot/Layout/Sidebar/toggleButtons.module.css';

type Props = WrapperProps<typeof CollapseButtonType>;

export default function CollapseButtonWrapper({onClick}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => registerHideButton(ref.current?.querySelector('button') ?? null), []);
  return (
    <div ref={ref} className={styles.contents}>
      <CollapseButton
        onClick={(event: MouseEvent) => {
          // A click the keyboard made (Enter or Space) has no mouse clicks to count.
          if (event.detail === 0) {
            wantShowButtonFocus();
          }
          onClick(event);
        }}
      />
    </div>
  );
}
