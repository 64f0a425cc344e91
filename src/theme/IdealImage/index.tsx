// Wraps the ideal-image component so its `alt` text reaches the rendered <img>. In production
// builds the 3.8.1 component keeps only `img` and drops every other prop, alt included, which
// leaves screen readers with a nameless image; the IdealImageLegacy wrapper reads it back.
import React from 'react';
import IdealImage from '@theme-original/IdealImage';
import type IdealImageType from '@theme/IdealImage';
import type {WrapperProps} from '@docusaurus/types';
import {IdealImageAltContext} from './altContext';

type Props = WrapperProps<typeof IdealImageType>;

export default function IdealImageWrapper(props: Props): React.JSX.Element {
  return (
    <IdealImageAltContext.Provider value={props.alt}>
      <IdealImage {...props} />
    </IdealImageAltContext.Provider>
  );
}
