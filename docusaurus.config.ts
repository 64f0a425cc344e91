import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeFootnoteLabel from './src/utils/rehypeFootnoteLabel';
import rehypeTaskListLabels from './src/utils/rehypeTaskListLabels';
import rehypeStaticBlocks from './src/plugins/static-blocks/rehype';
import {createFeedItems} from './src/plugins/static-blocks/feed';
import remarkAdmonitionImport from './src/utils/remarkAdmonitionImport';
import remarkMathStylesheet from './src/utils/remarkMathStylesheet';
import remarkLivePlayground from './src/plugins/live-playground/remark';
import {themes as prismThemes} from 'prism-react-renderer';
import {readableCodeTheme, type Overlay} from './src/utils/readableCodeTheme';

import {site} from './src/data/site';
import {archivedReleases, legacyV1, taggedDocsUrl} from './src/data/versions';
import {searchSetup} from './src/plugins/search-index/setup';
import type {Options as SecurityHeadersOptions} from './src/plugins/security-headers';
import type {LlmsPluginOptions} from './src/plugins/llms';
import type {RouteIndexOptions} from './src/plugins/route-index';
import {dogfoodingPluginInstances} from './_dogfooding/dogfooding.config';
import {canaryAlias, latestAlias} from './src/utils/docsVersions';
import {lastUpdateOptions, sitemapLastmod} from './src/utils/gitHistory';
import {ssrTemplate} from './src/plugins/lean-bundle/ssrTemplate';
import {KATEX_DIR, katexFiles} from './src/plugins/lean-bundle/katexStylesheet';
import {mermaidSvg} from './src/plugins/mermaid-svg';
import type {MermaidThemeConfig} from './src/plugins/mermaid-svg/utils';
import versions from './versions.json';

// Deploy previews log every route change (heading, title, description, html class) so a
// reviewer can follow client-side navigation in the console. Off for production builds.
const isDeployPreview = process.env.DEPLOY_PREVIEW === 'true';

// The crash-test page throws during rendering only when asked, so the production build
// stays green while the crash fallback can still be exercised on purpose.
const crashTest = process.env.DOCUSAURUS_CRASH_TEST === 'true';

// DOCS_ONLY_CURRENT=true builds the Canary docs alone, leaving out the 3.8.1 and 3.7.0
// snapshots, which triple the number of docs pages. For quick local checks only: production
// always builds all three versions (spec §9).
const docsOnlyCurrent = process.env.DOCS_ONLY_CURRENT === 'true';

// What the changelog is, on its list pages and in its feeds.
const CHANGELOG_DESCRIPTION =
  'Every Docusaurus release since 2.0.0-alpha.19, with its changes and committers.';

// Docs show their last-update date and author, and the sitemap each page's lastmod, read from git;
// a copy of the sources without git history (a source archive) builds without them instead of
// failing (src/utils/gitHistory.ts).
const lastUpdate = lastUpdateOptions(__dirname);

// Docs that the remark plugins below apply to: npm2yarn turns `npm2yarn` code blocks
// into synced npm/yarn/pnpm/bun tabs; remark-math + rehype-katex render TeX at build time, and
// pages with formulas link KaTeX's stylesheet (remarkMathStylesheet);
// rehypeTaskListLabels names the checkboxes of task lists for screen readers. Pages with
// admonitions import the theme's component themselves, so pages without load none of its code
// (remarkAdmonitionImport; the test area keeps the theme's way, through src/theme/Admonition).
// Live code blocks carry their code compiled at build time, so a page shows their result without
// the editor's code (remarkLivePlayground, src/theme/Playground).
// The site's path; KaTeX's stylesheet link (below) is built from it too.
const baseUrl = '/';

const remarkPlugins = [
  [npm2yarn, {sync: true}],
  remarkMath,
  [remarkMathStylesheet, {href: `${baseUrl}${KATEX_DIR}/${katexFiles().stylesheet}`}],
  remarkAdmonitionImport,
  remarkLivePlayground,
] satisfies DocsOptions['remarkPlugins'];
const rehypePlugins = [rehypeKatex, rehypeTaskListLabels] satisfies DocsOptions['rehypePlugins'];
// The docs' plain blocks ship in their HTML only (src/plugins/static-blocks).
const docsRehypePlugins = [...rehypePlugins, rehypeStaticBlocks];

// Mermaid's themes per colour mode (themeConfig.mermaid): the build and the browser draw alike.
const mermaidTheme = {
  theme: {light: 'default', dark: 'dark'},
  options: {},
} satisfies MermaidThemeConfig;

// Mermaid diagrams are drawn at build time to inline SVG, light and dark, so their pages load no
// Mermaid script; a ```mermaid live block keeps the theme's drawing in the browser (the diagrams
// guide shows it). Without Chromium (CHROMIUM_PATH, else /usr/bin/chromium) the build says so once
// and the browser draws each diagram as it nears the viewport. Runs before the framework's own
// remark plugins, which turn the code blocks into the theme's element.
const diagrams = mermaidSvg({config: mermaidTheme, executablePath: process.env.CHROMIUM_PATH});
const beforeDefaultRemarkPlugins = [
  diagrams.remarkPlugin,
] satisfies DocsOptions['beforeDefaultRemarkPlugins'];

// Admonition types the docs add to the theme's own (`:::my-custom-admonition`).
const customAdmonitionKeywords = ['my-custom-admonition'];

const editUrl = `${site.repoUrl}/edit/main/website/`;

// Route of the newest docs release (versions.json lists releases newest first; each release's
// `path` below is its name). Builds without the releases have none, and no /docs/latest.
const newestReleasePath = docsOnlyCurrent ? undefined : `/docs/${versions[0]}`;
const releasePaths = docsOnlyCurrent ? [] : versions.map((version) => `/docs/${version}`);

// Search reads an index built with the site: no service, works offline. SEARCH_PROVIDER=algolia
// switches to the official Algolia theme, typesense/meilisearch to a self-hosted engine (see
// src/plugins/search-index/setup.ts for the environment variables each one needs).
const search = searchSetup(process.env, {
  missingResultsUrl: `${site.repoUrl}/issues/new?labels=documentation&title=`,
  // Found by their headings and keywords only, to keep each docs version's index under 250 KB
  // gzip: the Docusaurus 1 migration guides other than the manual one, and the ESLint rules.
  headingsOnlyPaths: ['', '/3.8.1', '/3.7.0'].flatMap((version) =>
    [
      'migration/v2/automated',
      'migration/v2/translated-sites',
      'migration/v2/versioned-sites',
      'api/misc/@docusaurus/eslint-plugin/',
    ].map((page) => `/docs${version}/${page}`),
  ),
});

// Colours custom.css paints over code lines (--docusaurus-highlighted-code-line-bg and
// --site-error-line-bg): code token colours must stay readable on them too.
const highlightedLine: Record<'light' | 'dark', Overlay> = {
  light: {rgb: {r: 0, g: 0, b: 0}, alpha: 0.1},
  dark: {rgb: {r: 0, g: 0, b: 0}, alpha: 0.3},
};
const errorLine: Overlay = {rgb: {r: 255, g: 0, b: 0}, alpha: 0.12};

const config: Config = {
  title: 'Docusaurus',
  tagline: 'Build optimized websites quickly, focus on your content',
  organizationName: 'facebook',
  projectName: 'docusaurus',
  url: 'https://docusaurus.io',
  baseUrl,
  baseUrlIssueBanner: true,
  favicon: 'img/favicon.ico',
  headTags: [
    // The emoji every page shows, for browsers without an emoji font (src/css/emoji.css).
    {
      tagName: 'link',
      attributes: {
        rel: 'preload',
        href: `${baseUrl}fonts/emoji-chrome.ttf`,
        as: 'font',
        type: 'font/ttf',
        crossorigin: 'anonymous',
      },
    },
  ],
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',
  // Broken Markdown images always throw in 3.8 (the image transformer fails the build).
  future: {
    v4: true,
    experimental_faster: true,
    // Every storage key gets a suffix derived from the site URL, so two Docusaurus sites on
    // one origin never share "theme" or "docs-preferred-version-*" values.
    experimental_storage: {type: 'localStorage', namespace: true},
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    // 3.8.1's locale schema has no `translate` field: one locale needs no translation files.
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory', path: 'en'},
    },
  },
  markdown: {
    mermaid: true,
    format: 'detect',
  },
  customFields: {
    announcedVersion: site.announcedVersion,
    crashTest,
    isDeployPreview,
  },
  // The app's scripts start after the server-rendered page is first painted (see the file).
  ssrTemplate,
  clientModules: [
    // Wide display formulas scroll in their line and then take keyboard focus.
    require.resolve('./src/clientModules/scrollableMath.ts'),
    // Print stylesheet, and <details> opened while printing.
    require.resolve('./src/clientModules/print.ts'),
    // Link prefetches wait for idle time instead of lengthening the page's first tasks.
    require.resolve('./src/clientModules/idlePrefetch.ts'),
    // The skip link leaves the focus on <main> (the theme's handler lets Chrome drop it).
    require.resolve('./src/clientModules/skipLinkFocus.ts'),
    // Space presses link-drawn buttons (sidebar categories without a page), as it does buttons.
    require.resolve('./src/clientModules/buttonLinks.ts'),
    // "Scroll back to top" jumps at once under reduced motion (the theme animates it in JS).
    require.resolve('./src/clientModules/reducedMotionTop.ts'),
    // Keyboard focus that lands under the sticky navbar is scrolled into view below it.
    require.resolve('./src/clientModules/focusBelowNavbar.ts'),
    ...(isDeployPreview ? [require.resolve('./src/clientModules/routeChangeLogger.ts')] : []),
  ],
  themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock'],
  plugins: [
    [
      // One blog post per release, generated from CHANGELOG.md and CHANGELOG-v2.md.
      './src/plugins/changelog/index.ts',
      {
        id: 'changelog',
        routeBasePath: '/changelog',
        blogTitle: 'Changelog',
        blogDescription: CHANGELOG_DESCRIPTION,
        postsPerPage: 20,
        blogSidebarCount: 'ALL',
        blogSidebarTitle: 'Changelog',
        showReadingTime: false,
        archiveBasePath: null,
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        // Without a description of its own, the feed called itself "Docusaurus Blog".
        feedOptions: {
          type: 'all',
          title: 'Docusaurus changelog',
          description: CHANGELOG_DESCRIPTION,
          copyright: site.copyright,
        },
      } satisfies BlogOptions,
    ],
    [
      'content-docs',
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.ts',
        editUrl,
        ...lastUpdate,
        beforeDefaultRemarkPlugins,
        remarkPlugins,
        rehypePlugins: docsRehypePlugins,
      } satisfies DocsOptions,
    ],
    [
      // Runs the client-redirects plugin, then writes build/_headers with a Content-Security-Policy
      // that allows the inline scripts of every built page, redirect pages included.
      './src/plugins/security-headers/index.ts',
      {
        clientRedirects: {
          fromExtensions: ['html'],
          // /docs/latest/… forwards to the same page of the newest release; /docs/next/…, where
          // docusaurus.io serves Canary and where the framework's messages point, to the same
          // Canary page; and the main doc's address before it became the docs root,
          // /docs/introduction, to /docs/. The redirect pages keep the query string and the hash
          // (shared redirect script, see security-headers).
          createRedirects: (existingPath) => {
            const latest =
              newestReleasePath && latestAlias(existingPath, newestReleasePath, '/docs/latest');
            const next = canaryAlias(existingPath, '/docs', releasePaths, '/docs/next');
            const isDocsRoot = existingPath.replace(/\/$/, '') === '/docs';
            return [
              ...(isDocsRoot ? ['/docs/introduction'] : []),
              ...(latest ? [latest] : []),
              ...(next ? [next] : []),
            ];
          },
          redirects: [
            {from: '/docs/support', to: '/community/support'},
            {from: '/docs/team', to: '/community/team'},
            {from: '/docs/resources', to: '/community/resources'},
            {from: '/docs/api/misc/docusaurus-init', to: '/docs/api/misc/create-docusaurus'},
            {from: '/home', to: '/'},
            // The base URL banner of Docusaurus 3.8.1 links to this older address of the page.
            {from: '/docs/docusaurus.config.js', to: '/docs/api/docusaurus-config'},
          ],
        },
      } satisfies SecurityHeadersOptions,
    ],
    [
      'ideal-image',
      {
        quality: 70,
        max: 1030,
        min: 640,
        steps: 2,
        disableInDev: true,
      } satisfies IdealImageOptions,
    ],
    // Bundle that fails at first load: one reload, then a message. Storage whose methods throw:
    // treated as unavailable (one warning). Stays before the PWA plugin, which uses storage on load.
    './src/plugins/fault-tolerance/index.ts',
    // Values stored by older visits under keys without the namespace suffix move to the suffixed
    // keys before the theme's inline script reads the colour mode.
    './src/plugins/storage-migration/index.ts',
    // Fonts (KaTeX's) as files fetched when text uses them, not base64 in the global CSS.
    './src/plugins/lean-bundle/index.ts',
    // Server-highlighted code in the reader's colour mode before the page hydrates.
    './src/plugins/code-colours/index.ts',
    './src/plugins/static-blocks/index.ts',
    [
      // The official PWA plugin, whose precache listing waits for the search index to be written.
      './src/plugins/pwa/index.ts',
      {
        // Our registration: the plugin's behaviour without loading workbox-window on every page.
        swRegister: require.resolve('./src/plugins/pwa/client/registerSw.ts'),
        offlineModeActivationStrategies: [
          'appInstalled',
          'standalone',
          'mobile',
          'saveData',
          'queryString',
        ],
        // No second `rel="icon"` beside the site's favicon: Chrome downloaded both on every first
        // visit. Phones take the 192 px icon from the manifest or the touch icon link.
        pwaHead: [
          {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
          {tagName: 'meta', name: 'theme-color', content: 'rgb(37, 194, 160)'},
          {tagName: 'meta', name: 'mobile-web-app-capable', content: 'yes'},
          {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#000'},
          {tagName: 'link', rel: 'apple-touch-icon', href: '/img/pwa/icon-192.png'},
        ],
      } satisfies PwaOptions,
    ],
    // /feature-requests and every path below it: the board and one page per request.
    './src/plugins/featureRequests/index.ts',
    [
      // A Markdown twin beside every doc and blog post (/docs/cli.md), /llms.txt and /llms-full.txt.
      './src/plugins/llms/index.ts',
      {
        indexDocsPluginId: 'default',
        docsPluginIds: ['default', 'community'],
        blogPluginIds: ['default'],
        summary:
          'Docusaurus is an open-source static site generator for documentation sites, blogs and landing pages: content is written in Markdown and MDX, the site is configured in one file and extended with React components and plugins, and the build produces static HTML that becomes a single-page app in the browser, with versioned docs, translations, search and a blog built in.',
        details:
          'Every link below points to the Markdown version of a page of the current docs. `/llms-full.txt` holds all of these pages in one file.',
        sidebarTitles: {docs: 'Docs', api: 'API reference'},
        extraAdmonitionKeywords: customAdmonitionKeywords,
        codeComponents: {OptionName: 'name'},
      } satisfies Partial<LlmsPluginOptions>,
    ],
    [
      // The page index behind the not-found page's suggestions (test area pages left out).
      './src/plugins/route-index/index.ts',
      {
        docsPluginIds: ['default', 'community'],
        blogPluginIds: ['default'],
        pagesPluginIds: ['default'],
      } satisfies Partial<RouteIndexOptions>,
    ],
    ...dogfoodingPluginInstances,
    ...search.plugins,
    // Closes the browser that drew the diagrams once the site is built.
    diagrams.plugin,
  ],
  presets: [
    [
      'classic',
      {
        debug: true,
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl,
          ...lastUpdate,
          breadcrumbs: true,
          admonitions: {keywords: customAdmonitionKeywords, extendDefaults: true},
          beforeDefaultRemarkPlugins,
          remarkPlugins,
          rehypePlugins: docsRehypePlugins,
          // Canary is the landing version at /docs/; the releases live at /docs/<version>/.
          lastVersion: 'current',
          onlyIncludeVersions: docsOnlyCurrent ? ['current'] : ['current', '3.8.1', '3.7.0'],
          versions: {
            current: {label: 'Canary 🚧', path: '', banner: 'unreleased', badge: true},
            '3.8.1': {label: '3.8.1', path: '3.8.1', banner: 'none', badge: true},
            '3.7.0': {label: '3.7.0', path: '3.7.0', banner: 'unmaintained', badge: true},
          },
        },
        blog: {
          path: 'blog',
          postsPerPage: 5,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All our posts',
          blogTitle: 'Docusaurus blog',
          blogDescription:
            'Release announcements, retrospectives and guides from the Docusaurus website team.',
          editUrl,
          feedOptions: {type: 'all', xslt: true, copyright: site.copyright, createFeedItems},
          onUntruncatedBlogPosts: 'throw',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          tags: 'tags.yml',
          authorsMapPath: 'authors.yml',
          beforeDefaultRemarkPlugins,
          // Our archive page: the theme's has a second banner landmark and skips from h1 to h3.
          blogArchiveComponent: '@site/src/components/BlogArchive',
          remarkPlugins,
          // Each post on a list page gets its own footnotes heading id; plain blocks as in the docs.
          rehypePlugins: [...rehypePlugins, rehypeFootnoteLabel, rehypeStaticBlocks],
        },
        pages: {
          beforeDefaultRemarkPlugins,
          remarkPlugins,
          rehypePlugins,
        },
        theme: {
          customCss: ['./src/css/custom.css', './src/css/emoji.css'],
        },
        sitemap: {
          lastmod: sitemapLastmod(__dirname),
          changefreq: null,
          priority: null,
          ignorePatterns: ['/tests/blog/**', '/tests/pages/**'],
        },
        svgr: {},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    ...search.themeConfig,
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: {
      id: `announcementBar-v${site.announcedVersion}`,
      content: `🎉️ <b><a href="/blog/releases/${site.announcedVersion}">Docusaurus v${site.announcedVersion}</a> is out!</b> 🥳️`,
      // Colours come from custom.css so that the bar follows the light/dark mode.
      backgroundColor: 'var(--site-announcement-background)',
      textColor: 'var(--site-announcement-color)',
      isCloseable: true,
    },
    liveCodeBlock: {playgroundPosition: 'bottom'},
    mermaid: mermaidTheme,
    navbar: {
      hideOnScroll: true,
      title: 'Docusaurus',
      logo: {
        alt: 'Docusaurus logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'doc', docId: 'introduction', position: 'left', label: 'Docs'},
        {type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'API'},
        {to: '/blog', position: 'left', label: 'Blog'},
        {to: '/showcase', position: 'left', label: 'Showcase'},
        {
          to: '/community/support',
          position: 'left',
          label: 'Community',
          activeBaseRegex: '/community/',
        },
        // Renders only on /tests routes: it demonstrates a custom navbar item type.
        {type: 'custom-dogfood-navbar-item', content: '😉', position: 'left'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownActiveClassDisabled: true,
          // After the versions this site serves: the newest older ones (their docs folder at the
          // release's tag), Docusaurus 1's own site, and the page that lists every version.
          dropdownItemsAfter: [
            {type: 'html', value: '<hr class="dropdown-separator">'},
            {
              type: 'html',
              className: 'dropdown-archived-versions',
              value: '<b>Archived versions</b>',
            },
            ...archivedReleases(versions).map((release) => ({
              href: taggedDocsUrl(site.repoUrl, release.name),
              label: release.name,
            })),
            {href: legacyV1.docs, label: '1.x.x'},
            {type: 'html', value: '<hr class="dropdown-separator">'},
            {to: '/versions', label: 'All versions'},
          ],
        },
        {
          type: 'localeDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {type: 'html', value: '<hr class="dropdown-separator">'},
            {href: `${site.repoUrl}/issues/3526`, label: 'Help Us Translate'},
          ],
        },
        {
          href: site.repoUrl,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub repository',
        },
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Introduction', to: '/docs'},
            {label: 'Installation', to: '/docs/installation'},
            {label: 'Migration from v2 to v3', to: '/docs/migration/v3'},
          ],
        },
        {
          title: 'Community',
          items: [
            {
              label: 'Stack Overflow',
              href: 'https://stackoverflow.com/questions/tagged/docusaurus',
            },
            {label: 'Feature Requests', to: '/feature-requests'},
            {label: 'Discord', href: 'https://discord.gg/docusaurus'},
            {label: 'Help', to: '/community/support'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'Changelog', to: '/changelog'},
            {label: 'GitHub', href: site.repoUrl},
            {label: 'X', href: 'https://x.com/docusaurus'},
          ],
        },
        {
          title: 'Legal',
          className: 'footer-column-legal',
          items: [
            {label: 'Privacy', to: '/legal/privacy'},
            {label: 'Terms', to: '/legal/terms'},
          ],
        },
      ],
      logo: {
        alt: 'Docusaurus logo',
        src: 'img/logo-dark.svg',
        width: 48,
        height: 48,
        href: '/',
      },
      copyright: site.copyright,
    },
    prism: {
      // The stock themes, with every token colour raised to AA contrast on the code background
      // and under the highlighted and error line colours of custom.css.
      theme: readableCodeTheme(prismThemes.github, [highlightedLine.light, errorLine]),
      darkTheme: readableCodeTheme(prismThemes.dracula, [highlightedLine.dark, errorLine]),
      additionalLanguages: [
        'java',
        'latex',
        'haskell',
        'matlab',
        'php',
        'powershell',
        'bash',
        'diff',
        'json',
        'scss',
      ],
      magicComments: [
        {
          className: 'theme-code-block-highlighted-line',
          line: 'highlight-next-line',
          block: {start: 'highlight-start', end: 'highlight-end'},
        },
        {className: 'code-block-error-line', line: 'This will error'},
      ],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
