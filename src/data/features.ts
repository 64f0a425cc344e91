import type {ComponentType, SVGProps} from 'react';
import {translate} from '@docusaurus/Translate';

import IconComponents from '@site/src/components/icons/IconComponents';
import IconGlobe from '@site/src/components/icons/IconGlobe';
import IconMarkdown from '@site/src/components/icons/IconMarkdown';
import IconPlug from '@site/src/components/icons/IconPlug';
import IconSearch from '@site/src/components/icons/IconSearch';
import IconVersions from '@site/src/components/icons/IconVersions';

/** One block of the home page's feature grid. */
export type Feature = {
  /** Stable key, also used in test selectors. */
  id: string;
  title: string;
  description: string;
  /** The docs page that explains the feature in full. */
  docsPath: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
};

export const features: readonly Feature[] = [
  {
    id: 'markdown',
    title: translate({id: 'home.features.markdown.title', message: 'Write in Markdown and MDX'}),
    description: translate({
      id: 'home.features.markdown.description',
      message:
        'Pages are plain files in your repository. Add front matter, admonitions, tabs, math and diagrams without leaving Markdown.',
    }),
    docsPath: '/docs/markdown-features',
    Icon: IconMarkdown,
  },
  {
    id: 'versioning',
    title: translate({id: 'home.features.versioning.title', message: 'Versioned docs'}),
    description: translate({
      id: 'home.features.versioning.description',
      message:
        'Freeze the docs of a release with one command and keep serving them while the next version takes shape.',
    }),
    docsPath: '/docs/versioning',
    Icon: IconVersions,
  },
  {
    id: 'i18n',
    title: translate({id: 'home.features.i18n.title', message: 'Translations built in'}),
    description: translate({
      id: 'home.features.i18n.description',
      message:
        'Each locale is a separate build with its own URLs, right-to-left support and JSON files for the theme strings.',
    }),
    docsPath: '/docs/i18n/introduction',
    Icon: IconGlobe,
  },
  {
    id: 'search',
    title: translate({id: 'home.features.search.title', message: 'Search that fits'}),
    description: translate({
      id: 'home.features.search.description',
      message:
        'Plug in Algolia DocSearch or a local index from the community. DocSearch filters hits by the version and language being read.',
    }),
    docsPath: '/docs/search',
    Icon: IconSearch,
  },
  {
    id: 'react',
    title: translate({id: 'home.features.react.title', message: 'React where you need it'}),
    description: translate({
      id: 'home.features.react.description',
      message:
        'Import components into any page, or write whole pages in React. The output is static HTML that hydrates into a fast app.',
    }),
    docsPath: '/docs/markdown-features/react',
    Icon: IconComponents,
  },
  {
    id: 'plugins',
    title: translate({id: 'home.features.plugins.title', message: 'Plugins all the way down'}),
    description: translate({
      id: 'home.features.plugins.description',
      message:
        'Docs, blog and pages are plugins too. Add official ones for sitemaps, images or PWA, or write your own in a few lines.',
    }),
    docsPath: '/docs/using-plugins',
    Icon: IconPlug,
  },
];
