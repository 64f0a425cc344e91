// The blog sidebar's list, grouped by year as the theme's is (same markup), with each post's
// year taken in UTC. The theme takes it in the reader's time zone, so west of UTC a post dated
// 1 January 00:00 (the test blog has one) moved to the previous year in the browser: the page no
// longer matched its server HTML, and React logged a hydration error and rendered it again.
import React, {memo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogSidebar/Content';
import {groupByUtcYear} from '@site/src/utils/blogYears';

function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}: Props): ReactNode {
  const {blog} = useThemeConfig();
  if (!blog.sidebar.groupByYear) {
    return <ListComponent items={items} />;
  }
  return groupByUtcYear(items).map(([year, yearItems]) => (
    <div role="group" key={year}>
      <Heading as="h3" className={yearGroupHeadingClassName}>
        {year}
      </Heading>
      <ListComponent items={yearItems} />
    </div>
  ));
}

export default memo(BlogSidebarContent);
