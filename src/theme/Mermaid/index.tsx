// Wraps Mermaid diagrams so that each can be shown larger in an accessible dialog. A diagram the
// build drew (src/plugins/mermaid-svg) is inline SVG and loads no script. Otherwise the theme draws
// it with Mermaid (about 150 kB gzip), downloaded only when the diagram nears the viewport: a
// ```mermaid live block hydrates then (HydrateNearViewport), and the others (the build could not
// draw them) render then. In the enlarged dialog, the diagram draws at once.
import React, {type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import ZoomableDiagram from '@site/src/components/ZoomableDiagram';
import NearViewport from '@site/src/components/NearViewport';
import HydrateNearViewport from '@site/src/components/NearViewport/HydrateNearViewport';
import {lazyComponent} from '@site/src/components/LazyBoundary';
import StaticDiagram, {type DrawnDiagram} from './StaticDiagram';

type Props = WrapperProps<typeof MermaidType> & Partial<DrawnDiagram> & {lazy?: boolean};

const Mermaid = lazyComponent<WrapperProps<typeof MermaidType>>(
  () => import(/* webpackChunkName: "mermaid-diagram" */ '@theme-original/Mermaid'),
);

export default function MermaidWrapper({
  svgId,
  svgLight,
  svgDark,
  lazy = false,
  ...props
}: Props): ReactNode {
  if (svgId !== undefined && svgLight !== undefined && svgDark !== undefined) {
    const drawn = {svgId, svgLight, svgDark};
    return (
      <ZoomableDiagram
        render={(inDialog) => <StaticDiagram {...drawn} idSuffix={inDialog ? 'zoom' : undefined} />}
      />
    );
  }
  return (
    <ZoomableDiagram
      render={(inDialog) => {
        if (inDialog) {
          return <Mermaid {...props} />;
        }
        return lazy ? (
          <NearViewport>
            <Mermaid {...props} />
          </NearViewport>
        ) : (
          <HydrateNearViewport preload={Mermaid.preload}>
            <Mermaid {...props} />
          </HydrateNearViewport>
        );
      }}
    />
  );
}
