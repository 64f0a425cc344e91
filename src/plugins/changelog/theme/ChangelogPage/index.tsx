// One release page: the blog post page's metadata, layout, table of contents and paginator,
// with the release itself rendered by ChangelogItem and its neighbours linked by ReleasePaginator.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import TOC from '@theme/TOC';
import type {Props} from '@theme/BlogPostPage';
import ChangelogItem from '../ChangelogItem';
import ReleasePaginator from '../ReleasePaginator';

function ChangelogPageContent({
  sidebar,
  children,
}: {
  sidebar: Props['sidebar'];
  children: ReactNode;
}): ReactNode {
  const {metadata, toc} = useBlogPost();
  const {nextItem, prevItem} = metadata;
  return (
    <BlogLayout sidebar={sidebar} toc={toc.length > 0 ? <TOC toc={toc} /> : undefined}>
      <ChangelogItem>{children}</ChangelogItem>
      {(nextItem || prevItem) && <ReleasePaginator nextItem={nextItem} prevItem={prevItem} />}
    </BlogLayout>
  );
}

export default function ChangelogPage({content: Content, sidebar}: Props): ReactNode {
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <HtmlClassNameProvider
        className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <ChangelogPageContent sidebar={sidebar}>
          <Content />
        </ChangelogPageContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
