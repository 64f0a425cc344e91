/**
 * The feature-request board at /feature-requests: this site's own list of ideas for Docusaurus,
 * not a tracker the framework's team keeps. Plain data with no client imports: the
 * featureRequests plugin reads the slugs at build time to prerender one page per request.
 *
 * Only two statuses are facts we can source: `done` names the release that shipped the feature;
 * every other entry is an `idea`, with no claim about plans or progress. Where we found the public
 * request in facebook/docusaurus, `request` gives its number, its state when we checked it and,
 * if we could read it, the day it was opened (src/data/__tests__/featureRequests.test.ts records
 * where each was checked). An entry without `request` shows no date.
 */
export type FeatureRequestStatus = 'idea' | 'done';

export type FeatureRequestCategory =
  | 'docs'
  | 'blog'
  | 'markdown'
  | 'theme'
  | 'search'
  | 'performance'
  | 'tooling';

/** An issue in facebook/docusaurus. */
export type PublicRequest = {
  number: number;
  /** Open or closed when we checked it, not kept in sync. */
  state: 'open' | 'closed';
  /** The day the issue was opened, YYYY-MM-DD; left out when we could not read it. */
  opened?: string;
};

export type FeatureRequest = {
  /** URL segment: /feature-requests/<slug>. Kebab-case, unique. */
  slug: string;
  title: string;
  description: string;
  status: FeatureRequestStatus;
  category: FeatureRequestCategory;
  /** The public request this entry follows, when we found it. */
  request?: PublicRequest;
  /** For done requests: the release that shipped it. */
  shippedIn?: string;
};

export const featureRequests: readonly FeatureRequest[] = [
  {
    slug: 'tailwind-theme',
    title: 'An official theme styled with Tailwind CSS',
    description:
      'Many teams already use Tailwind in their product. A theme built on utility classes instead of Infima would let them share design tokens between the app and its docs.',
    status: 'idea',
    category: 'theme',
    request: {number: 2961, state: 'open'},
  },
  {
    slug: 'llms-txt',
    title: 'Generate llms.txt from the docs',
    description:
      'Emit an llms.txt index and a plain-Markdown copy of every doc at build time, so language-model tools can read the documentation without scraping HTML.',
    status: 'idea',
    category: 'docs',
    request: {number: 10899, state: 'open'},
  },
  {
    slug: 'copy-page-as-markdown',
    title: 'Copy a doc page as Markdown',
    description:
      'A button next to the title that copies the source of the current doc, front matter removed, to paste into an issue, a chat or an assistant.',
    status: 'idea',
    category: 'theme',
  },
  {
    slug: 'blog-series',
    title: 'Group blog posts into a series',
    description:
      'Declare that several posts form a series and show a box listing every part, with the current one highlighted and links to the previous and next parts.',
    status: 'idea',
    category: 'blog',
  },
  {
    slug: 'headless-cms-content',
    title: 'Create pages from a headless CMS',
    description:
      'A documented way for a plugin to turn entries fetched from a CMS into docs or blog posts, with the same sidebar, tags and pagination as files on disk.',
    status: 'idea',
    category: 'tooling',
  },
  {
    slug: 'sidebar-filter',
    title: 'Filter box above the docs sidebar',
    description:
      'Large sites have hundreds of sidebar items. A small input that narrows the sidebar to matching labels would help readers who know roughly what they want.',
    status: 'idea',
    category: 'docs',
  },
  {
    slug: 'page-feedback',
    title: '"Was this page helpful?" widget',
    description:
      'An optional footer on doc pages that records a yes/no answer through the analytics plugin the site already uses, with no backend of its own.',
    status: 'idea',
    category: 'docs',
  },
  {
    slug: 'image-zoom',
    title: 'Zoom images in docs',
    description:
      'Clicking a screenshot should open it full size in an overlay, closable with Escape, without each site adding a third-party plugin.',
    status: 'idea',
    category: 'theme',
    request: {number: 2091, state: 'closed', opened: '2019-12-06'},
  },
  {
    slug: 'print-stylesheet',
    title: 'Print-friendly doc pages',
    description:
      'Hide the navbar, sidebars and table of contents when printing, expand collapsed details and show link targets, so a page prints like an article.',
    status: 'idea',
    category: 'theme',
  },
  {
    slug: 'offline-search-index',
    title: 'A built-in local search index',
    description:
      'Ship a search plugin that indexes the built pages and searches them in the browser, for sites that cannot use a hosted search service.',
    status: 'idea',
    category: 'search',
  },
  {
    slug: 'view-transitions',
    title: 'Animated page changes with view transitions',
    description:
      'Use the browser View Transitions API during client-side navigation, so the navbar stays still and the content cross-fades between pages.',
    status: 'idea',
    category: 'theme',
  },
  {
    slug: 'showcase-plugin',
    title: 'A content plugin for showcase pages',
    description:
      'Turn a folder of YAML or Markdown entries into a filterable showcase page, like the one on this site, without writing the filters by hand.',
    status: 'idea',
    category: 'tooling',
  },
  {
    slug: 'not-found-suggestions',
    title: 'Suggest pages on the 404 page',
    description:
      'When a URL does not exist, list the pages whose paths look closest to it, so readers following an old link still land somewhere useful.',
    status: 'idea',
    category: 'docs',
  },
  {
    slug: 'mermaid-diagrams',
    title: 'Mermaid diagrams in Markdown',
    description:
      'Render code blocks tagged mermaid as diagrams that follow the light and dark color modes.',
    status: 'done',
    category: 'markdown',
    request: {number: 1258, state: 'closed', opened: '2019-03-04'},
    shippedIn: '2.2',
  },
  {
    slug: 'tags-file',
    title: 'Declare tags in a file',
    description:
      'Keep the list of allowed tags, with labels, descriptions and permalinks, in one YAML file, and warn or fail when a page uses an unknown tag.',
    status: 'done',
    category: 'docs',
    shippedIn: '3.4',
  },
  {
    slug: 'hash-router',
    title: 'A hash router for sites opened without a server',
    description:
      'Build a site that works from the file system or any static host without rewrites, by keeping the route in the URL hash.',
    status: 'done',
    category: 'tooling',
    request: {number: 3825, state: 'closed', opened: '2020-11-26'},
    shippedIn: '3.4',
  },
  {
    slug: 'blog-author-pages',
    title: 'A page for each blog author',
    description:
      'List every post by an author on a page of their own, with an index of all authors and links to their social profiles.',
    status: 'done',
    category: 'blog',
    shippedIn: '3.5',
  },
  {
    slug: 'styled-feeds',
    title: 'Feeds that look good in a browser',
    description:
      'Attach an XSLT stylesheet to the RSS and Atom feeds so that opening a feed URL shows a readable page instead of raw XML.',
    status: 'done',
    category: 'blog',
    shippedIn: '3.5',
  },
  {
    slug: 'rspack-bundler',
    title: 'Faster builds with Rspack',
    description:
      'Let sites opt in to a Rust-based bundler and minifiers to cut production build times on large sites.',
    status: 'done',
    category: 'performance',
    shippedIn: '3.6',
  },
  {
    slug: 'react-19',
    title: 'Support React 19',
    description: 'Allow sites and plugins to upgrade to React 19 while keeping React 18 working.',
    status: 'done',
    category: 'tooling',
    shippedIn: '3.7',
  },
  {
    slug: 'svgr-plugin',
    title: 'Configure SVG imports in a plugin',
    description:
      'Move the SVG-as-React-component loader into its own plugin, so sites can pass their own SVGO and SVGR options.',
    status: 'done',
    category: 'tooling',
    shippedIn: '3.7',
  },
  {
    slug: 'css-cascade-layers',
    title: 'Wrap theme CSS in cascade layers',
    description:
      'Put the styles of each plugin and theme in CSS cascade layers, so site CSS wins without extra specificity or !important.',
    status: 'done',
    category: 'theme',
    shippedIn: '3.8',
  },
];
