import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import rehypeFootnoteLabel from '../src/utils/rehypeFootnoteLabel';
import rehypeTaskListLabels from '../src/utils/rehypeTaskListLabels';
import {lastUpdateOptions} from '../src/utils/gitHistory';

// The test area (/tests/...) proves the framework's features on the site itself. Each area is
// its own plugin instance, so its options (pagination, visibility, tags) can differ from the
// main docs and blog without touching them.

export const dogfoodingPluginInstances: PluginConfig[] = [
  [
    'content-docs',
    {
      id: 'docs-tests',
      path: '_dogfooding/_docs tests',
      routeBasePath: '/tests/docs',
      sidebarPath: '_dogfooding/docs-tests-sidebars.ts',
      tags: 'tags.yml',
      onInlineTags: 'warn',
      // On with git history, off in a source archive (src/utils/gitHistory.ts).
      ...lastUpdateOptions(path.join(__dirname, '..')),
      versions: {current: {noIndex: true}},
      rehypePlugins: [rehypeTaskListLabels],
      // Besides the framework's conventions (index, README, a doc named after its folder), a doc
      // named `intro` is also the page of its category here: the category-link tests use it.
      sidebarItemsGenerator: ({defaultSidebarItemsGenerator, isCategoryIndex, ...args}) =>
        defaultSidebarItemsGenerator({
          ...args,
          isCategoryIndex: (doc) => isCategoryIndex(doc) || doc.fileName.toLowerCase() === 'intro',
        }),
    } satisfies DocsOptions,
  ],
  [
    'content-blog',
    {
      id: 'blog-tests',
      path: '_dogfooding/_blog tests',
      routeBasePath: '/tests/blog',
      postsPerPage: 3,
      blogSidebarCount: 'ALL',
      blogSidebarTitle: 'All test posts',
      tags: 'tags.yml',
      authorsMapPath: 'authors.yml',
      blogArchiveComponent: '@site/src/components/BlogArchive',
      onInlineAuthors: 'ignore',
      onInlineTags: 'warn',
      onUntruncatedBlogPosts: 'ignore',
      feedOptions: {type: 'all', title: 'Docusaurus Tests Blog', xslt: true},
      // Its list pages show several posts with footnotes: each heading gets an id of its own.
      rehypePlugins: [rehypeTaskListLabels, rehypeFootnoteLabel],
      // A deliberately slow reader (5 words a minute) makes reading times easy to check.
      readingTime: ({content, locale, frontMatter, defaultReadingTime}) =>
        frontMatter.hide_reading_time
          ? undefined
          : defaultReadingTime({content, locale, options: {wordsPerMinute: 5}}),
    } satisfies BlogOptions,
  ],
  [
    'content-pages',
    {
      id: 'pages-tests',
      path: '_dogfooding/_pages tests',
      routeBasePath: '/tests/pages',
      rehypePlugins: [rehypeTaskListLabels],
    } satisfies PagesOptions,
  ],
];
