// The stock blog list page has no <h1>: its posts' titles are <h2>s, so a screen reader's list
// of headings starts with the first post. The page's heading (the blog's title, and the page
// number after the first page) is handed to the BlogPostItems wrapper, which renders it hidden
// at the top of the list, inside the main landmark. Past the first page it is the page's title
// too, so tabs and history tell the pages apart.
import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {pagedTitle} from '@site/src/utils/pagedTitle';
import {PageMetadata} from '@docusaurus/theme-common';
import {BlogListHeadingContext} from './headingContext';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  const {blogTitle, page} = props.metadata;
  const heading = pagedTitle(blogTitle, page);
  return (
    <BlogListHeadingContext.Provider value={heading}>
      <BlogListPage {...props} />
      {page > 1 && <PageMetadata title={heading} />}
    </BlogListHeadingContext.Provider>
  );
}
