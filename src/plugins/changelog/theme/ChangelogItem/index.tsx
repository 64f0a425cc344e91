// One release in changelog style: the blog item's title and date, a link to the release
// announcement when the blog has one, the change groups, and the release's committers.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeaderTitle from '@theme/BlogPostItem/Header/Title';
import BlogPostItemHeaderInfo from '@theme/BlogPostItem/Header/Info';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import type {ChangelogGlobalData} from '../../index';
import ChangelogCommitters from '../ChangelogCommitters';
import styles from './styles.module.css';

export interface Props {
  readonly children: ReactNode;
  readonly className?: string;
}

function useReleasePost(version: string): string | undefined {
  // Global data is untyped in the framework; the plugin writes a ChangelogGlobalData.
  const data = usePluginData('docusaurus-plugin-content-blog', 'changelog') as
    | ChangelogGlobalData
    | undefined;
  return data?.releasePosts[version];
}

export default function ChangelogItem({children, className}: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const releasePost = useReleasePost(metadata.title);
  return (
    <BlogPostItemContainer
      className={clsx(!isBlogPostPage && 'margin-bottom--xl', styles.release, className)}>
      <header>
        <BlogPostItemHeaderTitle className={clsx(!isBlogPostPage && styles.listTitle)} />
        <BlogPostItemHeaderInfo />
        {releasePost && (
          <p>
            <Link to={releasePost}>
              <Translate id="changelog.item.releasePost" values={{version: metadata.title}}>
                {'Read the announcement of {version}'}
              </Translate>
            </Link>
          </p>
        )}
      </header>
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <ChangelogCommitters authors={metadata.authors} folded={!isBlogPostPage} />
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}
