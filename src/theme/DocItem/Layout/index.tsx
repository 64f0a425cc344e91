/**
 * The doc page's layout: the article (version banner, breadcrumbs, the collapsible table of
 * contents of narrow screens, content, footer, paginator) and, beside it, the side table of
 * contents. Ours instead of the theme's (pinned in frameworkPinsReplaced.ts): the theme chose
 * the side table of contents from the window size, which is unknown until after hydration, so
 * on a phone the whole layout rendered a second time right after hydrating (182 components on
 * /docs/installation) to remove a column that CSS hides already. Here the column is always in
 * the markup and a media query hides it below 997px; on a phone it is not hydrated either
 * (src/theme/TOC). Test-area docs also get a "Dogfood" label.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocItem/Layout';
import ContentVisibility from '@theme/ContentVisibility';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DogfoodLabel from './DogfoodLabel';
import styles from './styles.module.css';

export default function DocItemLayout({children}: Props): ReactNode {
  const {frontMatter, toc, metadata} = useDoc();
  const tocHidden = frontMatter.hide_table_of_contents;
  const withToc = !tocHidden && toc.length > 0;
  return (
    <>
      <DogfoodLabel />
      <div className="row">
        <div className={clsx('col', !tocHidden && styles.docItemCol)}>
          <ContentVisibility metadata={metadata} />
          <DocVersionBanner />
          <div className={styles.docItemContainer}>
            <article>
              <DocBreadcrumbs />
              <DocVersionBadge />
              {withToc && <DocItemTOCMobile />}
              <DocItemContent>{children}</DocItemContent>
              <DocItemFooter />
            </article>
            <DocItemPaginator />
          </div>
        </div>
        {withToc && (
          <div className={clsx('col col--3', styles.tocColumn)}>
            <DocItemTOCDesktop />
          </div>
        )}
      </div>
    </>
  );
}
