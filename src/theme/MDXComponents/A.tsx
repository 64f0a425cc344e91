// Wraps Markdown links to tell the images inside them that they are link content, so the
// zoomable image wrapper (MDXComponents/Img) leaves them as plain images.
import React, {type ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import {InsideLinkContext} from '@site/src/components/ZoomableImage/InsideLinkContext';

type Props = WrapperProps<typeof AType>;

export default function AWrapper(props: Props): ReactNode {
  return (
    <InsideLinkContext.Provider value>
      <A {...props} />
    </InsideLinkContext.Provider>
  );
}
