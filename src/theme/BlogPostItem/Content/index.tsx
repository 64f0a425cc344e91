// Wraps a blog post's content, on its page and in the lists of posts, to route the clicks on links
// inside its static blocks (src/plugins/static-blocks), which are plain anchors in the browser.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useStaticLinks from '@site/src/utils/useStaticLinks';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  useStaticLinks();
  return <Content {...props} />;
}
