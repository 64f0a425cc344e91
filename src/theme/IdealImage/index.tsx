// Wraps the ideal-image component so its `alt` text reaches the rendered <img>. In production
// builds the 3.8.1 component keeps only `img` and drops every other prop, alt included, which
// leaves screen readers with a nameless image; the IdealImageLegacy wrapper reads it back.
// The component's code (react-ideal-image, about 9 kB gzip) downloads only when the image nears
// the viewport: until then the reader sees the placeholder the server drew (HydrateNearViewport).
import React from 'react';
import type IdealImageType from '@theme/IdealImage';
import type {WrapperProps} from '@docusaurus/types';
import {lazyComponent} from '@site/src/components/LazyBoundary';
import HydrateNearViewport from '@site/src/components/NearViewport/HydrateNearViewport';
import {IdealImageAltContext} from './altContext';

type Props = WrapperProps<typeof IdealImageType>;

const IdealImage = lazyComponent<Props>(() => import('@theme-original/IdealImage'));

export default function IdealImageWrapper(props: Props): React.JSX.Element {
  return (
    <IdealImageAltContext.Provider value={props.alt}>
      <HydrateNearViewport preload={IdealImage.preload}>
        <IdealImage {...props} />
      </HydrateNearViewport>
    </IdealImageAltContext.Provider>
  );
}
