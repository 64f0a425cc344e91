// Wraps each tab panel in an element that carries the tab's label, so that the print
// stylesheet can show every panel under its label (on screen the wrapper has no box).
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper(props: Props): ReactNode {
  return (
    <div className="tab-item-print" data-tab-label={props.label ?? props.value}>
      <TabItem {...props} />
    </div>
  );
}
