// Wraps the blog post header to add the "Copy page" menu under it, on the post's own page only
// (not in the lists of posts).
import React, {type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && (
        <CopyPageMenu permalink={metadata.permalink} className="margin-bottom--md" />
      )}
    </>
  );
}
