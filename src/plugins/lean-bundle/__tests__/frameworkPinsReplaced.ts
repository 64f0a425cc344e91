/**
 * Pins (see frameworkPins.ts) of the framework files we replace outright: the PWA plugin's
 * registration, worker and plugin entry, and the theme components we write instead of wrapping.
 */
import type {FrameworkPin} from './frameworkPins';

const THEME = '@docusaurus/theme-classic';
const DEBUG = '@docusaurus/plugin-debug';
const PWA = '@docusaurus/plugin-pwa';

/** The PWA plugin: our registration, and the wrapper that orders its postBuild and precache. */
export const pwaPins: FrameworkPin[] = [
  {
    package: PWA,
    file: 'lib/registerSw.js',
    sha256: 'ad2bfa6c10c0ee430c1dc937d9caae05bf13aa1ff72b187f0710b198bdb091a7',
    replacedBy: [
      'src/plugins/pwa/client/registerSw.ts',
      'src/plugins/pwa/client/serviceWorkerUpdates.ts',
    ],
    recheck:
      'the offline mode strategies, the params sent to sw.js, when the reload popup shows, and what installing the app clears',
  },
  {
    package: PWA,
    file: 'lib/index.js',
    sha256: '70bfa329143839d7d8dd7564d486c03d3874605e5269befbf4329bc5dad6522e',
    replacedBy: ['src/plugins/pwa/index.ts'],
    recheck:
      "the plugin's relative theme and client module paths, the injectManifest options it passes through and its glob patterns, that postBuild still writes the precache manifest, that injectHtmlTags still returns the pwaHead tags (we take the manifest link out) and that configureWebpack returns only plugins",
  },
  {
    package: PWA,
    file: 'lib/sw.js',
    sha256: 'c4c96d9eb7bb65a13a76ed9833ae1bea8323ad20e8da4527dee8954c96b25a31',
    replacedBy: ['src/plugins/pwa/worker/offlineCache.mjs'],
    recheck:
      "that the swCustom module still runs before the plugin's fetch listener is added (ours answers every request and stops the event), the params it receives, and how the precache is installed and looked up (`/page` → `/page/index.html`)",
  },
];

/** src/theme components that replace a framework component instead of wrapping it. */
export const themeComponentPins: FrameworkPin[] = [
  {
    package: THEME,
    file: 'lib/theme/Tabs/index.js',
    sha256: '5035b504b7e887dd0139c501858126a3240f93612fdeae6950f1557e6e466879',
    replacedBy: ['src/theme/Tabs/index.tsx'],
    recheck: 'the markup, class names, props and keyboard handling of the tab list',
  },
  {
    package: THEME,
    file: 'lib/theme/DocItem/Layout/index.js',
    sha256: 'c1f1bbed07409f0a3f90f0ffc3689331ff6ead1f7c2616963885417c5bc42899',
    replacedBy: ['src/theme/DocItem/Layout/index.tsx'],
    recheck:
      'which parts the doc layout renders and in what order, when it shows a table of contents, and its class names (ours keeps the side column in the markup on a phone)',
  },
  {
    package: THEME,
    file: 'lib/theme/BlogSidebar/Content/index.js',
    sha256: '183686ee8963ab2d3e35b11204f575e698feba1bb5309d2b62c5814a18c57a43',
    replacedBy: ['src/theme/BlogSidebar/Content/index.tsx'],
    recheck: 'the year grouping and its markup (ours takes the year in UTC)',
  },
  {
    package: THEME,
    file: 'lib/theme/CodeBlock/Content/index.js',
    sha256: '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
    replacedBy: ['src/theme/CodeBlock/Content/index.tsx'],
    recheck:
      'the <pre>/<code> markup, class names and Line props: the server-highlighted lines must match what the theme renders',
  },
  {
    package: THEME,
    file: 'lib/theme/CodeBlock/Content/String.js',
    sha256: '81ab153e9e797be7a86bcfe00dfd53ae6eb14bca2b40d30515d075e5b4e95f99',
    replacedBy: ['src/theme/CodeBlock/Content/String.tsx'],
    recheck: 'the metadata it builds from the props and the context it gives CodeBlock/Layout',
  },
  {
    package: THEME,
    file: 'lib/theme/TabItem/index.js',
    sha256: '354ff7f9d52d674c5d1beeef34a30945321d64952fe94a55fb56a661361b4716',
    replacedBy: ['src/theme/TabItem/index.tsx'],
    recheck: "the panel's markup, class and props (ours links it to its tab by id)",
  },
  {
    package: THEME,
    file: 'lib/theme/CodeBlock/Buttons/index.js',
    sha256: '8cc39d7b3812bfb9b53e20228bb4ed20f8885e0ff3592392b0e63c749dfae87f',
    replacedBy: ['src/theme/CodeBlock/Buttons/index.tsx', 'src/theme/CodeBlock/Buttons/reveal.ts'],
    recheck:
      'which buttons the group holds, in what order, and its class names (ours renders them once the reader reaches the block)',
  },
  {
    package: '@docusaurus/theme-common',
    file: 'lib/hooks/useCodeWordWrap.js',
    sha256: '3483ac26c8c5cb90064902fb63a5256576092207a86b572480a04a8fb103b012',
    replacedBy: ['src/theme/CodeBlock/Content/useWordWrap.ts'],
    recheck:
      'when the word-wrap button shows (what counts as scrollable), what the toggle writes on <code>, and when it measures again',
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/theme-fallback/Loading/index.js',
    sha256: 'ffd8013daa28cd24a849721acc38e47bb44582dfb8922f633d42eac5344dda54',
    replacedBy: ['src/theme/Loading/index.tsx'],
    recheck:
      'the props route components pass it (error, retry, pastDelay) and what it shows for each: nothing, a loading message, or the error with a Retry button',
  },
  {
    package: DEBUG,
    file: 'lib/theme/DebugRegistry/index.js',
    sha256: '7bf80768365a46c238b20de781635d35c5e7e3ff52203f97eb5f43e92f1e595b',
    replacedBy: ['src/theme/DebugRegistry/index.tsx'],
    recheck: "the registry page's content and markup",
  },
  {
    package: DEBUG,
    file: 'lib/theme/DebugRoutes/index.js',
    sha256: 'ef0f6ef4b75a51f5d093d758ea88e5684a0aae86bbddde7838fb14cfa13d549b',
    replacedBy: ['src/theme/DebugRoutes/index.tsx'],
    recheck: "the routes page's content and markup",
  },
];
