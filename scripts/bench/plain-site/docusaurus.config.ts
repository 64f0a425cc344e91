// The plain Docusaurus 3.8.1 site that `npm run bench:lighthouse` measures beside ours: the
// classic preset with its defaults, no @docusaurus/faster, no theme wrappers, no custom CSS.
// scripts/bench/plain-site.mjs copies this folder to a temporary directory, adds our
// installation guide, docs introduction and 3.8 release post, and builds it.
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

export default {
  title: 'Plain Docusaurus',
  tagline: 'The classic preset, nothing added',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  // The copied pages link to docs this site does not carry; a broken link must not stop the
  // benchmark, and the links stay in the markup so both sites render the same elements.
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  presets: [
    [
      'classic',
      {
        // The installation guide's `npm2yarn` code blocks are tabs on our site too; without the
        // plugin the plain page would be lighter only because it shows less.
        docs: {remarkPlugins: [[npm2yarn, {sync: true}]]},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Plain Docusaurus',
      items: [
        {to: '/docs/', label: 'Docs', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
      ],
    },
    footer: {style: 'dark', copyright: 'Built with Docusaurus 3.8.1 for a benchmark.'},
  } satisfies Preset.ThemeConfig,
} satisfies Config;
