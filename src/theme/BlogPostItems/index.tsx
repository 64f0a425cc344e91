// Renders the blog list page's heading (see BlogListPage) hidden above the posts.
import React, {useContext, type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListHeadingContext} from '@site/src/theme/BlogListPage/headingContext';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const heading = useContext(BlogListHeadingContext);
  return (
    <>
      {heading !== undefined && (
        <Heading as="h1" className="visually-hidden">
          {heading}
        </Heading>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
