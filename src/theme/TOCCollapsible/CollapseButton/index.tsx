// Wraps the "On this page" button of the narrow-screen table of contents to tell assistive
// technology whether the list it toggles is open (aria-expanded), which the theme's leaves out.
import React, {type ReactNode} from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type CollapseButtonType from '@theme/TOCCollapsible/CollapseButton';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CollapseButtonType>;

export default function CollapseButtonWrapper(props: Props): ReactNode {
  return <CollapseButton {...props} aria-expanded={!props.collapsed} />;
}
