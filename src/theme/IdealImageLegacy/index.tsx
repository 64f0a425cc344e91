// Wraps the image the ideal-image component renders to give it the `alt` text of the enclosing
// <IdealImage> (see src/theme/IdealImage), for the loaded image and its <noscript> fallback.
import React, {useContext} from 'react';
import IdealImageLegacy from '@theme-original/IdealImageLegacy';
import type IdealImageLegacyType from '@theme/IdealImageLegacy';
import type {WrapperProps} from '@docusaurus/types';
import {IdealImageAltContext} from '../IdealImage/altContext';

type Props = WrapperProps<typeof IdealImageLegacyType>;

export default function IdealImageLegacyWrapper(props: Props): React.JSX.Element {
  const alt = useContext(IdealImageAltContext);
  return <IdealImageLegacy alt={alt} {...props} />;
}
