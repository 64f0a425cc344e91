// The live editor (react-live and the sucrase compiler, about 50 kB gzip) downloads only on pages
// that have a live code block, not with every Markdown page, and there only when the block nears
// the viewport: until then the reader sees the code as the server drew it (HydrateNearViewport),
// and after a client-side navigation a spinner holds its place.
import React, {type ReactNode} from 'react';
import type PlaygroundType from '@theme/Playground';
import type {WrapperProps} from '@docusaurus/types';
import {lazyComponent} from '@site/src/components/LazyBoundary';
import HydrateNearViewport from '@site/src/components/NearViewport/HydrateNearViewport';

type Props = WrapperProps<typeof PlaygroundType>;

const Playground = lazyComponent<Props>(
  () => import(/* webpackChunkName: "live-playground" */ '@theme-original/Playground'),
);

export default function PlaygroundWrapper(props: Props): ReactNode {
  return (
    <HydrateNearViewport>
      <Playground {...props} />
    </HydrateNearViewport>
  );
}
