// Wraps Mermaid diagrams so that each can be shown larger in an accessible dialog.
import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import ZoomableDiagram from '@site/src/components/ZoomableDiagram';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  return <ZoomableDiagram render={() => <Mermaid {...props} />} />;
}
