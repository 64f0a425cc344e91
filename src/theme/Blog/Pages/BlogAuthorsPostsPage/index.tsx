// Gives each author's page a description for search engines and link previews: the author's
// own description from authors.yml when there is one, else a line naming the author and the blog.
// Past the first page, the page number is in the title too, as on the blog's own list.
import React, {type ReactNode} from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import {translate} from '@docusaurus/Translate';
import {useBlogAuthorPageTitle} from '@docusaurus/theme-common/internal';
import {pagedTitle} from '@site/src/utils/pagedTitle';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {blogTitle} = useBlogMetadata();
  const {author} = props;
  const title = useBlogAuthorPageTitle(author);
  const {page} = props.listMetadata;
  const description =
    author.description ??
    translate(
      {id: 'site.blog.authorsPostsPage.description', message: '{blogTitle}: posts by {author}.'},
      // Authors with an image and no name still have the key they are listed under.
      {author: author.name ?? author.key, blogTitle},
    );
  return (
    <>
      <PageMetadata description={description} />
      <BlogAuthorsPostsPage {...props} />
      {page > 1 && <PageMetadata title={pagedTitle(title, page)} />}
    </>
  );
}
