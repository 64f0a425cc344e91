// Gives a blog's tag index a description for search engines and link previews; the stock page
// sets a title only. (Its route has no blog metadata in context, so the text names no blog.)
import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'site.blog.tagsListPage.description',
          message:
            'Every tag used on this blog, from A to Z, with the number of posts that carry it.',
        })}
      />
      <BlogTagsListPage {...props} />
    </>
  );
}
