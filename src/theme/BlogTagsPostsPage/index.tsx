// A tag's posts, paginated like the blog: past the first page, the page number is in the title
// too ("17 posts tagged with "release", page 2"), so tabs and history tell the pages apart.
import React, {type ReactNode} from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type BlogTagsPostsPageType from '@theme/BlogTagsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogTagsPostsPageTitle} from '@docusaurus/theme-common/internal';
import {pagedTitle} from '@site/src/utils/pagedTitle';

type Props = WrapperProps<typeof BlogTagsPostsPageType>;

export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const title = useBlogTagsPostsPageTitle(props.tag);
  const {page} = props.listMetadata;
  return (
    <>
      <BlogTagsPostsPage {...props} />
      {page > 1 && <PageMetadata title={pagedTitle(title, page)} />}
    </>
  );
}
