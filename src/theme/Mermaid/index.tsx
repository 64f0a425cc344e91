// Wraps Mermaid diagrams so that each can be shown larger in an accessible dialog. Mermaid itself
// (about 150 kB gzip) downloads only on pages that have a diagram, not with every Markdown page.
import React, {type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import ZoomableDiagram from '@site/src/components/ZoomableDiagram';
import {lazyComponent} from '@site/src/components/LazyBoundary';

type Props = WrapperProps<typeof MermaidType>;

const Mermaid = lazyComponent<Props>(
  () => import(/* webpackChunkName: "mermaid-diagram" */ '@theme-original/Mermaid'),
);

export default function MermaidWrapper(props: Props): ReactNode {
  return <ZoomableDiagram render={() => <Mermaid {...props} />} />;
}
