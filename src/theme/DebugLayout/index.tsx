// The debug panel's tab bar is one row of six links, wider than a phone: below 800px (where the
// panel puts its tabs in a column on the left) the row scrolls sideways instead of running off
// the screen, and no tab name breaks over two lines.
import React, {type ReactNode} from 'react';
import DebugLayout from '@theme-original/DebugLayout';
import type DebugLayoutType from '@theme/DebugLayout';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DebugLayoutType>;

export default function DebugLayoutWrapper(props: Props): ReactNode {
  return (
    <div className={styles.tabs}>
      <DebugLayout {...props} />
    </div>
  );
}
