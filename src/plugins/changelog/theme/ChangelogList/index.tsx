// The paginated changelog: the blog list page's layout and paginator, with each release shown
// by ChangelogItem and an introduction above the first entry.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import SearchMetadata from '@theme/SearchMetadata';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';
import {pagedTitle} from '@site/src/utils/pagedTitle';
import ChangelogItem from '../ChangelogItem';

export default function ChangelogList(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata
        title={pagedTitle(metadata.blogTitle, metadata.page)}
        description={metadata.blogDescription}
      />
      <SearchMetadata tag="changelog_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--xl">
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p>
            <Translate
              id="changelog.list.intro"
              values={{
                count: metadata.totalCount,
                page: metadata.page,
                pages: metadata.totalPages,
              }}>
              {
                'Docusaurus releases since 2.0.0-alpha.19, newest first: {count} releases, page {page} of {pages}. Each entry shows a selection of the changes in the release notes, by kind, and the people who made them.'
              }
            </Translate>
          </p>
        </header>
        <BlogPostItems items={items} component={ChangelogItem} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
