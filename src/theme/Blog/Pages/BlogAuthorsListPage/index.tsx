// The stock page gives its <head> a title only, so search engines and link previews fall back
// to whatever text they meet first. This adds a description that names the blog (the main blog,
// the changelog and the test blog share the page).
import React, {type ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const {blogTitle} = useBlogMetadata();
  return (
    <>
      <PageMetadata
        description={translate(
          {
            id: 'site.blog.authorsListPage.description',
            message: '{blogTitle}: every author, with the number of posts each has published.',
          },
          {blogTitle},
        )}
      />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
