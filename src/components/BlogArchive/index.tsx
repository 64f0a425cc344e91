/**
 * The blog archive (/blog/archive, /tests/blog/archive), set with the blog plugin's
 * `blogArchiveComponent` option. It shows what the theme's archive shows (a hero, then each
 * year's posts as "date - title" links) with an outline assistive technology can follow: the
 * hero is part of the main landmark, not a second banner beside the site's, and each year is a
 * level-2 heading under the page's h1.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';
import {groupByUtcYear} from '@site/src/utils/blogYears';

type ArchivedPost = Props['archive']['blogPosts'][number]['metadata'];

function YearOfPosts({year, posts}: {year: string; posts: readonly ArchivedPost[]}): ReactNode {
  const format = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map(({permalink, date, title}) => (
          <li key={permalink}>
            <Link to={permalink}>
              {format.format(new Date(date))} - {title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  // Years newest first; in each year the posts oldest first, as the theme's archive reads.
  const years = groupByUtcYear(archive.blogPosts.map(({metadata}) => metadata)).map(
    ([year, posts]) => ({year, posts: posts.reverse()}),
  );
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map(({year, posts}) => (
                    <YearOfPosts key={year} year={year} posts={posts} />
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
