/** Small HTML pages shaped like the ones Docusaurus renders, and records built from them. */
import type {SearchEngine} from '../engine';
import {extractRecords} from '../extract';
import type {SearchRecord} from '../types';

interface PageOptions {
  htmlClass: string;
  tag: string | null;
  title: string;
  body: string;
  sidebarCategory?: string;
  navbarLabel?: string;
  robots?: string;
  /** Front matter keywords, comma-separated as Docusaurus writes them. */
  keywords?: string;
}

export function page(options: PageOptions): string {
  const meta = [
    '<meta name=docsearch:language content=en>',
    options.tag ? `<meta name=docsearch:docusaurus_tag content=${options.tag}>` : '',
    options.robots ? `<meta name=robots content="${options.robots}">` : '',
    options.keywords ? `<meta data-rh=true name=keywords content="${options.keywords}">` : '',
  ].join('');
  const navbar = options.navbarLabel
    ? `<nav class=navbar><a class="navbar__item navbar__link navbar__link--active" href=/x>${options.navbarLabel}</a></nav>`
    : '';
  const sidebar = options.sidebarCategory
    ? `<nav class=menu><a class="menu__link menu__link--sublist menu__link--active" href=/c>${options.sidebarCategory}</a><a class="menu__link menu__link--active" href=/d>Doc</a></nav>`
    : '';
  return `<!doctype html><html lang=en class="${options.htmlClass}"><head><meta charset=UTF-8><title>${options.title} | Docusaurus</title>${meta}</head><body>${navbar}<div class=main-wrapper>${sidebar}<main><article>${options.body}</article></main></div><footer class=footer>Footer links</footer></body></html>`;
}

export function heading(level: number, text: string, id?: string): string {
  const anchor = id ? ` id=${id}` : '';
  const hashLink = id ? `<a href=#${id} class=hash-link aria-label="Direct link">&#8203;</a>` : '';
  return `<h${level}${anchor}>${text}${hashLink}</h${level}>`;
}

export function docPage(
  title: string,
  body: string,
  tag = 'docs-default-current',
  keywords?: string,
): string {
  return page({
    keywords,
    htmlClass: 'plugin-docs plugin-id-default docs-version-current docs-doc-page',
    tag,
    title,
    sidebarCategory: 'Guides',
    navbarLabel: 'Docs',
    body: `<nav class=theme-doc-breadcrumbs>Home › Guides</nav><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div><footer class=theme-doc-footer>Edit this page</footer>`,
  });
}

export function recordsOf(html: string, path = '/docs/page'): SearchRecord[] {
  return extractRecords(html, {path, defaultLanguage: 'en', chunkSize: 500});
}

/** A few pages of two docs versions plus a blog post, for engine and client tests. */
export function sampleRecords(): SearchRecord[] {
  const sidebar = (tag: string, version: string) =>
    recordsOf(
      docPage(
        'Sidebar',
        `<p>The sidebar lists the docs of a version (${version}).</p>${heading(2, 'Sidebar items', 'sidebar-items')}<p>Items are links, categories and generated indexes.</p>${heading(2, 'Collapsible categories', 'collapsible')}<p>Categories can start collapsed.</p>`,
        tag,
      ),
      version === 'current' ? '/docs/sidebar' : `/docs/${version}/sidebar`,
    );
  const config = recordsOf(
    docPage(
      'docusaurus.config.js',
      `<p>The configuration file of the site.</p>${heading(3, '<code>onBrokenLinks</code>', 'onBrokenLinks')}<p>What the build does when a link points nowhere: throw, warn or ignore.</p>${heading(3, '<code>baseUrl</code>', 'baseUrl')}<p>The path the site is served under.</p>${heading(3, 'Deploy environment variables', 'deploy-environment')}<p>Variables the deploy command reads.</p>`,
    ),
    '/docs/api/docusaurus-config',
  );
  const deployment = recordsOf(
    docPage(
      'Deployment',
      `<p>Build the site, then copy the build folder to a static host.</p>${heading(2, 'GitHub Pages', 'github-pages')}<p>Run the deploy command to publish the site to GitHub Pages.</p>`,
      'docs-default-current',
      'deployment,hosting,netlify',
    ),
    '/docs/deployment',
  );
  const post = recordsOf(
    page({
      htmlClass: 'blog-wrapper blog-post-page plugin-blog plugin-id-default',
      tag: 'default',
      title: 'Docusaurus 3.8',
      navbarLabel: 'Blog',
      body: `<header><h1>Docusaurus 3.8</h1><time>May 26, 2025</time></header><div class=markdown><p>Faster builds and a sidebar that remembers its state.</p></div>`,
    }),
    '/blog/releases/3.8',
  );
  return [
    ...sidebar('docs-default-current', 'current'),
    ...sidebar('docs-default-3.7.0', '3.7.0'),
    ...config,
    ...deployment,
    ...post,
  ];
}

/** The filters of a Canary docs page: site pages and the current docs version, in English. */
export const CANARY = {languages: ['en'], tags: ['default', 'docs-default-current']};

/** The URLs of the hits of `query`, best first. */
export function urlsFor(e: SearchEngine, query: string, filters = CANARY): string[] {
  return e.search(query, filters).hits.map((h) => h.record.url);
}
