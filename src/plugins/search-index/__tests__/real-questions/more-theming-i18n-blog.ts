/** Real readers' questions: Theming, i18n, the blog and plugins (second batch). How they were gathered: ../real-questions.ts */
import type {RealQuestion} from '../real-questions';

export const moreThemingI18nBlog: RealQuestion[] = [
  // yangshun linked the announcement bar of the classic theme, now in the theme configuration.
  {
    query: 'add a banner above the navbar',
    page: '/docs/api/themes/configuration',
    source: 'https://github.com/facebookarchive/draft-js/pull/2454',
    answer: 'maintainer-link',
    split: 'tune',
  },
  // lex111 linked the navbar logo options of the classic theme (srcDark), now in the theme configuration.
  {
    query: 'svg logo change in dark theme',
    page: '/docs/api/themes/configuration',
    source: 'https://github.com/facebook/docusaurus/issues/2737',
    answer: 'maintainer-link',
    split: 'held-out',
  },
  {
    query: 'custom css file cannot read png and svg files',
    page: '/docs/static-assets',
    alsoAccepted: ['/docs/styling-layout'],
    source: 'https://github.com/facebook/docusaurus/issues/2245',
    answer: 'judged',
    split: 'tune',
  },
  {
    query: 'footer logo too big, cannot resize',
    page: '/docs/api/themes/configuration',
    source: 'https://github.com/fastify/website/pull/69',
    answer: 'judged',
    split: 'tune',
  },
  {
    query: 'links in footer copyright text',
    page: '/docs/api/themes/configuration',
    source: 'https://github.com/facebook/docusaurus/pull/8761',
    answer: 'judged',
    split: 'held-out',
  },
  {
    query: 'translating the auto-generated sidebar labels for categories',
    page: '/docs/i18n/tutorial',
    source: 'https://github.com/facebook/docusaurus/issues/10707',
    answer: 'judged',
    split: 'tune',
  },
  {
    query: 'how do the links resolve when translations are hosted on crowdin',
    page: '/docs/i18n/crowdin',
    source: 'https://github.com/all-contributors/allcontributors.org/issues/853',
    answer: 'judged',
    split: 'tune',
  },
  {
    query: 'feeds are not generated',
    page: '/docs/blog',
    source: 'https://github.com/facebook/docusaurus/issues/6523',
    answer: 'judged',
    split: 'held-out',
  },
  {
    query: 'ideal image sizes not generated',
    page: '/docs/api/plugins/@docusaurus/plugin-ideal-image',
    source: 'https://github.com/facebook/docusaurus/issues/4255',
    answer: 'judged',
    split: 'tune',
  },
  {
    query: 'PWA offline mode does not work',
    page: '/docs/api/plugins/@docusaurus/plugin-pwa',
    source: 'https://github.com/facebook/docusaurus/issues/3208',
    answer: 'judged',
    split: 'tune',
  },
  {
    query: 'how to make the app available offline',
    page: '/docs/api/plugins/@docusaurus/plugin-pwa',
    source: 'https://github.com/facebook/docusaurus/issues/5087',
    answer: 'judged',
    split: 'held-out',
  },
  {
    query: 'offline version (PWA)',
    page: '/docs/api/plugins/@docusaurus/plugin-pwa',
    source: 'https://github.com/facebook/docusaurus/issues/458',
    answer: 'judged',
    split: 'tune',
  },
];
