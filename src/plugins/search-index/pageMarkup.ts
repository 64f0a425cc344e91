/**
 * What a built page's markup means to the search index: the facts and blocks a parsed page is
 * made of, which elements hold chrome, code or duplicated markup rather than prose, which ones
 * end a block of text, and how text is cleaned. parsePage.ts walks the HTML with these rules.
 */
/** Facts about a page read from its `<head>`, `<html>` classes and navigation. */
export interface PageFacts {
  htmlClasses: string[];
  title: string;
  language: string | null;
  tag: string | null;
  noIndex: boolean;
  /** Front matter `keywords`, from `<meta name="keywords">`: the page's own search words. */
  keywords: string[];
  /** Label of the open top-level sidebar category, if any. */
  sidebarCategory: string | null;
  /** Label of the active navbar item, if any. */
  navbarLabel: string | null;
}

export type Block =
  | {
      kind: 'heading';
      level: number;
      text: string;
      id: string | null;
      inArticle: boolean;
      /** Whether the heading is one piece of code (`trailingSlash`): it names what it defines. */
      isName: boolean;
    }
  | {kind: 'text'; text: string; inArticle: boolean}
  /** The anchored name cell of a reference table row: an option the section defines. */
  | {kind: 'name'; text: string; inArticle: boolean}
  /** A link to another page of the site: its path, without anchor or query. */
  | {kind: 'link'; path: string; inArticle: boolean};

export interface ParsedPage {
  facts: PageFacts;
  blocks: Block[];
}

// Subtrees whose text is chrome, code or duplicated markup rather than prose.
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'pre',
  'button',
  'nav',
  'footer',
  'textarea',
  'select',
  'iframe',
]);
const SKIPPED_CLASSES = [
  'hash-link',
  'katex-mathml',
  'tabs',
  'theme-code-block',
  'theme-doc-toc-mobile',
  'theme-doc-version-banner',
  'theme-doc-version-badge',
  'theme-doc-footer',
  'theme-doc-breadcrumbs',
  'pagination-nav',
  'theme-last-updated',
];
// Admonition titles ("tip", "note") are CSS-module classes: only their prefix is stable.
const SKIPPED_CLASS_PREFIXES = ['admonitionHeading'];
export const BLOCK_TAGS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'div',
  'section',
  'table',
  'tr',
  'td',
  'th',
  'blockquote',
  'figure',
  'figcaption',
  'details',
  'summary',
  'header',
  'br',
  'hr',
  'article',
  'main',
]);
export const HEADING = /^h([1-6])$/;
// Zero-width characters, such as the one inside each heading's anchor link.
const INVISIBLE = /\u200b|\u200c|\u200d|\ufeff/g;
const SPACES = /\s+/g;

export function classesOf(attributes: Record<string, string>): string[] {
  return (attributes.class ?? '').split(/\s+/).filter(Boolean);
}

export function isSkipped(name: string, attributes: Record<string, string>): boolean {
  if (SKIPPED_TAGS.has(name) || attributes['aria-hidden'] === 'true') {
    return true;
  }
  const classes = classesOf(attributes);
  return classes.some(
    (c) =>
      SKIPPED_CLASSES.includes(c) || SKIPPED_CLASS_PREFIXES.some((prefix) => c.startsWith(prefix)),
  );
}

/** The page a link within the site points to (`/docs/cli#build` → `/docs/cli`), else null. */
export function linkedPath(href: string | undefined): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//')) {
    return null;
  }
  return href.replace(/[?#].*$/, '') || null;
}

export function cleanText(text: string): string {
  return text.replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}
