// The colour generator is interactive-only code that one docs page uses, well below its first
// screen: it downloads when its place nears the viewport (until then the reader sees it as the
// server drew it), behind a spinner after a client-side navigation, with an error and a Retry
// button if the download fails. Colours the reader chose earlier in this tab repaint the whole
// page, so then it loads at once.
import React, {type ReactNode} from 'react';
import {lazyComponent} from '@site/src/components/LazyBoundary';
import HydrateNearViewport from '@site/src/components/NearViewport/HydrateNearViewport';
import {hasStoredColors} from './storage';

const ColorGenerator = lazyComponent(
  () => import(/* webpackChunkName: "color-generator" */ './ColorGenerator'),
);

export default function ColorGeneratorNearViewport(): ReactNode {
  return (
    <HydrateNearViewport openAtOnce={hasStoredColors} preload={ColorGenerator.preload}>
      <ColorGenerator />
    </HydrateNearViewport>
  );
}
