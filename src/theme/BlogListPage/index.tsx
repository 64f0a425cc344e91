// The stock blog list page has no <h1>: its posts' titles are <h2>s, so a screen reader's list
// of headings starts with the first post. The page's heading (the blog's title, and the page
// number after the first page) is handed to the BlogPostItems wrapper, which renders it hidden
// at the top of the list, inside the main landmark.
import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {BlogListHeadingContext} from './headingContext';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  const {blogTitle, page} = props.metadata;
  const heading =
    page > 1
      ? translate(
          {id: 'site.blogListPage.pagedHeading', message: '{blogTitle}, page {page}'},
          {blogTitle, page},
        )
      : blogTitle;
  return (
    <BlogListHeadingContext.Provider value={heading}>
      <BlogListPage {...props} />
    </BlogListHeadingContext.Provider>
  );
}
