// The live editor (react-live, the sucrase compiler and Prism, about 68 kB gzip) downloads only on
// pages that have a live code block, not with every Markdown page, and there only when needed.
// A block compiled at build time (`liveBody`, src/plugins/live-playground) renders with the page
// through EditOnDemand, which the page itself imports: it shows the block's result at once and
// loads the editor when the reader reaches for it. Any other block loads the editor as it nears
// the viewport: until then the reader sees the code as the server drew it (HydrateNearViewport),
// and after a client-side navigation a spinner holds its place.
import React, {type ReactNode} from 'react';
import StringContent from '@theme/CodeBlock/Content/String';
import {LoadError, lazyComponent} from '@site/src/components/LazyBoundary';
import HydrateNearViewport from '@site/src/components/NearViewport/HydrateNearViewport';
import type {Props} from './EditOnDemand';
import {registeredEditOnDemand} from './registry';

const loadPlayground = () =>
  import(/* webpackChunkName: "live-playground" */ '@theme-original/Playground');

const Playground = lazyComponent<Props>(loadPlayground);

export default function PlaygroundWrapper({
  liveBody,
  ...props
}: Props & {liveBody?: string}): ReactNode {
  const EditOnDemand = registeredEditOnDemand();
  if (liveBody !== undefined && EditOnDemand) {
    return (
      <EditOnDemand
        playground={props}
        body={liveBody}
        load={loadPlayground}
        LoadError={LoadError}
        StaticCode={StringContent}
      />
    );
  }
  return (
    <HydrateNearViewport preload={Playground.preload}>
      <Playground {...props} />
    </HydrateNearViewport>
  );
}
