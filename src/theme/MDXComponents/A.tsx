// Wraps Markdown links to tell the images inside them that they are link content, so the
// zoomable image wrapper (MDXComponents/Img) leaves them as plain images.
// Links to files (`[cheatsheet](./file.txt)`) come out of the MDX compiler with target="_blank";
// Link adds rel="noopener" to external links only, so these get it here (spec §2: links that are
// not internal routes open in a new tab with no-opener protection).
import React, {type ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import {InsideLinkContext} from '@site/src/components/ZoomableImage/InsideLinkContext';

type Props = WrapperProps<typeof AType>;

export default function AWrapper(props: Props): ReactNode {
  // Only when set: an explicit rel={undefined} would override the one Link gives external links.
  const noOpener = props.target === '_blank' && props.rel === undefined ? {rel: 'noopener'} : {};
  return (
    <InsideLinkContext.Provider value>
      <A {...props} {...noOpener} />
    </InsideLinkContext.Provider>
  );
}
