// /changelog/authors/: everyone who committed to a release, most releases first, with the
// locally drawn avatars of the changelog (the authors map has no images).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {
  HtmlClassNameProvider,
  PageMetadata,
  ThemeClassNames,
  usePluralForm,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import SearchMetadata from '@theme/SearchMetadata';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import ChangelogAvatar from '../ChangelogAvatar';
import styles from './styles.module.css';

function useReleaseCount(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'changelog.authors.releaseCount',
          description: 'How many releases a committer contributed to',
          message: 'One release|{count} releases',
        },
        {count},
      ),
    );
}

export default function ChangelogAuthorsListPage({authors, sidebar}: Props): ReactNode {
  const releaseCount = useReleaseCount();
  const title = translate({id: 'changelog.authors.title', message: 'Changelog committers'});
  const sorted = [...authors].sort(
    (a, b) => b.count - a.count || (a.name ?? a.key).localeCompare(b.name ?? b.key),
  );
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsListPage)}>
      <PageMetadata
        title={title}
        description={translate({
          id: 'changelog.authors.description',
          message:
            'Everyone who committed to a Docusaurus release, with the number of releases each contributed to.',
        })}
      />
      <SearchMetadata tag="changelog_authors_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="changelog.authors.intro" values={{count: authors.length}}>
            {
              '{count} people are credited in the changelog, sorted by the number of releases they contributed to.'
            }
          </Translate>
        </p>
        <ul className={styles.grid}>
          {sorted.map((author) => (
            <li key={author.key} className={styles.card}>
              <ChangelogAvatar handle={author.key} size={40} />
              <div>
                <Link href={author.url ?? undefined} className={styles.name}>
                  {author.name ?? author.key}
                </Link>
                <div className={styles.meta}>
                  @{author.key} · {releaseCount(author.count)}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
