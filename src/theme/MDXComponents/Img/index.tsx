// Wraps Markdown images so that each opens larger in an accessible dialog (ZoomableImage);
// images that are the content of a link stay plain, the link keeps the click.
import React, {useContext, type ReactNode} from 'react';
import Img from '@theme-original/MDXComponents/Img';
import type ImgType from '@theme/MDXComponents/Img';
import type {WrapperProps} from '@docusaurus/types';
import ZoomableImage from '@site/src/components/ZoomableImage';
import {InsideLinkContext} from '@site/src/components/ZoomableImage/InsideLinkContext';

type Props = WrapperProps<typeof ImgType>;

export default function ImgWrapper(props: Props): ReactNode {
  const insideLink = useContext(InsideLinkContext);
  if (insideLink || typeof props.src !== 'string') {
    return <Img {...props} />;
  }
  return (
    <ZoomableImage src={props.src} alt={props.alt ?? ''}>
      <Img {...props} />
    </ZoomableImage>
  );
}
