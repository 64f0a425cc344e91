// Wraps Mermaid diagrams so that each can be shown larger in an accessible dialog. A diagram the
// build drew (src/plugins/mermaid-svg) is inline SVG and loads no script. Otherwise the theme draws
// it with Mermaid (about 150 kB gzip), downloaded only when the diagram nears the viewport: a
// ```mermaid live block hydrates then (HydrateNearViewport), its build drawing holding its place
// meanwhile (LiveDiagram), and the others (the build could not draw them) render then. In the
// enlarged dialog, the diagram draws at once.
import React, {type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import ZoomableDiagram from '@site/src/components/ZoomableDiagram';
import NearViewport from '@site/src/components/NearViewport';
import HydrateNearViewport from '@site/src/components/NearViewport/HydrateNearViewport';
import {lazyComponent} from '@site/src/components/LazyBoundary';
import StaticDiagram, {type DrawnDiagram} from './StaticDiagram';
import LiveDiagram from './LiveDiagram';

type Props = WrapperProps<typeof MermaidType> &
  Partial<DrawnDiagram> & {lazy?: boolean; live?: boolean};

const Mermaid = lazyComponent<WrapperProps<typeof MermaidType>>(
  () => import(/* webpackChunkName: "mermaid-diagram" */ '@theme-original/Mermaid'),
);

export default function MermaidWrapper({
  svgId,
  svgLight,
  svgDark,
  lazy = false,
  live = false,
  ...props
}: Props): ReactNode {
  const drawn =
    svgId !== undefined && svgLight !== undefined && svgDark !== undefined
      ? {svgId, svgLight, svgDark}
      : null;
  if (drawn && !live) {
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
        if (lazy) {
          return (
            <NearViewport>
              <Mermaid {...props} />
            </NearViewport>
          );
        }
        const diagram = (
          <HydrateNearViewport preload={Mermaid.preload}>
            <Mermaid {...props} />
          </HydrateNearViewport>
        );
        return drawn ? <LiveDiagram drawn={drawn}>{diagram}</LiveDiagram> : diagram;
      }}
    />
  );
}
