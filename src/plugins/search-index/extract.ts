/**
 * Reads one built HTML page and returns its search records: one per heading (the section's
 * text as content), plus `content` records when a section is longer than one chunk. Runs in
 * Node after the build, so the index holds exactly what readers see, MDX and React pages alike.
 */
import {Parser} from 'htmlparser2';
import type {Hierarchy, SearchRecord} from './types';

const SECTION_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Facts about a page read from its `<head>`, `<html>` classes and navigation. */
export interface PageFacts {
  htmlClasses: string[];
  title: string;
  language: string | null;
  tag: string | null;
  noIndex: boolean;
  /** Label of the open top-level sidebar category, if any. */
  sidebarCategory: string | null;
  /** Label of the active navbar item, if any. */
  navbarLabel: string | null;
}

type Block =
  | {kind: 'heading'; level: number; text: string; id: string | null; inArticle: boolean}
  | {kind: 'text'; text: string; inArticle: boolean};

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
const BLOCK_TAGS = new Set([
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
const HEADING = /^h([1-6])$/;
// Zero-width characters, such as the one inside each heading's anchor link.
const INVISIBLE = /\u200b|\u200c|\u200d|\ufeff/g;
const SPACES = /\s+/g;

function classesOf(attributes: Record<string, string>): string[] {
  return (attributes.class ?? '').split(/\s+/).filter(Boolean);
}

function isSkipped(name: string, attributes: Record<string, string>): boolean {
  if (SKIPPED_TAGS.has(name) || attributes['aria-hidden'] === 'true') {
    return true;
  }
  const classes = classesOf(attributes);
  return classes.some(
    (c) =>
      SKIPPED_CLASSES.includes(c) || SKIPPED_CLASS_PREFIXES.some((prefix) => c.startsWith(prefix)),
  );
}

export function cleanText(text: string): string {
  return text.replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/** Parses the page once, keeping the facts and the ordered headings and text of `<main>`. */
export function parsePage(html: string): ParsedPage {
  const facts: PageFacts = {
    htmlClasses: [],
    title: '',
    language: null,
    tag: null,
    noIndex: false,
    sidebarCategory: null,
    navbarLabel: null,
  };
  const blocks: Block[] = [];
  const stack: {name: string; skip: boolean}[] = [];
  let skipDepth = 0;
  let mainDepth = 0;
  let articleDepth = 0;
  let headerDepth = 0;
  let heading: {level: number; id: string | null; text: string} | null = null;
  let text = '';
  // Text captured for a fact (title, sidebar category, navbar label) until its element closes.
  let capture: {target: 'title' | 'sidebarCategory' | 'navbarLabel'; depth: number} | null = null;
  let captured = '';

  const flush = () => {
    const cleaned = cleanText(text);
    if (cleaned) {
      blocks.push({kind: 'text', text: cleaned, inArticle: articleDepth > 0});
    }
    text = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const classes = classesOf(attributes);
        if (name === 'html') {
          facts.htmlClasses = classes;
        } else if (name === 'meta') {
          const metaName = attributes.name;
          if (metaName === 'docsearch:language') {
            facts.language = attributes.content ?? null;
          } else if (metaName === 'docsearch:docusaurus_tag') {
            facts.tag = attributes.content ?? null;
          } else if (metaName === 'robots' && /noindex/i.test(attributes.content ?? '')) {
            facts.noIndex = true;
          }
        }
        if (!capture) {
          if (name === 'title' && !facts.title) {
            capture = {target: 'title', depth: stack.length};
          } else if (
            name === 'a' &&
            !facts.sidebarCategory &&
            classes.includes('menu__link--sublist') &&
            classes.includes('menu__link--active')
          ) {
            capture = {target: 'sidebarCategory', depth: stack.length};
          } else if (
            name === 'a' &&
            !facts.navbarLabel &&
            classes.includes('navbar__link--active')
          ) {
            capture = {target: 'navbarLabel', depth: stack.length};
          }
          captured = '';
        }

        const skip = skipDepth > 0 || isSkipped(name, attributes);
        stack.push({name, skip});
        if (skip) {
          skipDepth += 1;
          return;
        }
        if (name === 'main') {
          mainDepth += 1;
        }
        if (mainDepth === 0) {
          return;
        }
        if (name === 'article') {
          articleDepth += 1;
        }
        if (name === 'header') {
          headerDepth += 1;
        }
        const level = HEADING.exec(name)?.[1];
        if (level) {
          flush();
          heading = {level: Number(level), id: attributes.id ?? null, text: ''};
        } else if (BLOCK_TAGS.has(name)) {
          flush();
        }
      },
      ontext(data) {
        if (capture) {
          captured += data;
        }
        if (skipDepth > 0 || mainDepth === 0) {
          return;
        }
        if (heading) {
          heading.text += data;
        } else if (headerDepth === 0) {
          // Inside a post header only the title counts: dates and author cards are not prose.
          text += data;
        }
      },
      onclosetag(name) {
        const open = stack.pop();
        if (capture && stack.length === capture.depth) {
          if (capture.target === 'title') {
            facts.title = cleanText(captured);
          } else {
            facts[capture.target] = cleanText(captured) || null;
          }
          capture = null;
        }
        if (open?.skip) {
          skipDepth -= 1;
          return;
        }
        if (mainDepth === 0) {
          return;
        }
        const level = HEADING.exec(name)?.[1];
        if (level && heading) {
          const headingText = cleanText(heading.text);
          if (headingText) {
            blocks.push({
              kind: 'heading',
              level: heading.level,
              text: headingText,
              id: heading.id,
              inArticle: articleDepth > 0,
            });
          }
          heading = null;
        } else if (BLOCK_TAGS.has(name)) {
          flush();
        }
        if (name === 'header') {
          headerDepth -= 1;
        } else if (name === 'article') {
          articleDepth -= 1;
        } else if (name === 'main') {
          flush();
          mainDepth -= 1;
        }
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  // Pages with an <article> (docs, posts) keep only it; other pages keep all of <main>.
  const inArticle = blocks.some((block) => block.inArticle);
  return {facts, blocks: inArticle ? blocks.filter((block) => block.inArticle) : blocks};
}

/** What kind of page this is, from the classes the theme puts on `<html>`. */
export type PageKind = 'docs' | 'blog' | 'page' | null;

export function pageKind(htmlClasses: string[]): PageKind {
  const has = (c: string) => htmlClasses.includes(c);
  if (has('docs-doc-page') || has('docs-category-generated-index-page')) {
    return 'docs';
  }
  if (has('blog-post-page')) {
    return 'blog';
  }
  if (has('plugin-pages')) {
    return 'page';
  }
  // List, tag, archive and author pages only repeat what the pages they list already say.
  return null;
}

function pluginIdOf(htmlClasses: string[]): string | null {
  return htmlClasses.find((c) => c.startsWith('plugin-id-'))?.slice('plugin-id-'.length) ?? null;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The DocSearch `lvl0` of a page: the group its hits are listed under. */
export function groupLabel(facts: PageFacts, kind: Exclude<PageKind, null>): string {
  const pluginId = pluginIdOf(facts.htmlClasses);
  switch (kind) {
    case 'docs':
      return facts.sidebarCategory ?? facts.navbarLabel ?? 'Docs';
    case 'blog':
      return pluginId && pluginId !== 'default'
        ? capitalize(pluginId)
        : (facts.navbarLabel ?? 'Blog');
    default:
      return facts.navbarLabel ?? 'Pages';
  }
}

/** Relative rank of a kind of page, used as a ranking boost. */
export function pageRank(facts: PageFacts, kind: Exclude<PageKind, null>): number {
  if (kind === 'docs') {
    return 3;
  }
  if (kind === 'page') {
    return 2;
  }
  return pluginIdOf(facts.htmlClasses) === 'default' ? 1 : 0;
}

/** Splits a section's paragraphs into chunks of about `size` characters. */
export function chunkParagraphs(paragraphs: string[], size: number): string[] {
  const chunks: string[] = [];
  let current = '';
  const push = () => {
    if (current) {
      chunks.push(current);
    }
    current = '';
  };
  for (const paragraph of paragraphs) {
    let rest = paragraph;
    while (rest.length > size) {
      // Cut a long paragraph at the last space before the limit.
      const cut = rest.lastIndexOf(' ', size);
      const at = cut > size / 2 ? cut : size;
      push();
      chunks.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (current && current.length + rest.length + 1 > size) {
      push();
    }
    current = current ? `${current} ${rest}` : rest;
  }
  push();
  return chunks;
}

export interface ExtractOptions {
  /** Route path of the page, with the base URL. */
  path: string;
  /** Locale to use when the page carries no `docsearch:language`. */
  defaultLanguage: string;
  /** Characters per content record. */
  chunkSize: number;
}

function emptyHierarchy(lvl0: string, lvl1: string): Hierarchy {
  return {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/** Records of one built page, or an empty list when the page is not searchable. */
export function extractRecords(html: string, options: ExtractOptions): SearchRecord[] {
  const {facts, blocks} = parsePage(html);
  const kind = pageKind(facts.htmlClasses);
  if (!kind || facts.noIndex) {
    return [];
  }
  const h1 = blocks.find((b) => b.kind === 'heading' && b.level === 1);
  // `<title>` carries the site name as a suffix; the h1 is the page's own title.
  const title = h1?.text ?? facts.title.replace(/\s+\|\s+[^|]+$/, '');
  if (!title) {
    return [];
  }
  const language = facts.language ?? options.defaultLanguage;
  const tag = facts.tag?.startsWith('docs-') ? facts.tag : 'default';
  const rank = pageRank(facts, kind);
  const records: SearchRecord[] = [];
  let hierarchy = emptyHierarchy(groupLabel(facts, kind), title);
  let section: {type: SearchRecord['type']; anchor: string | null; level: number} = {
    type: 'lvl1',
    anchor: null,
    level: 1,
  };
  let paragraphs: string[] = [];

  const emit = () => {
    const url = section.anchor ? `${options.path}#${section.anchor}` : options.path;
    const chunks = chunkParagraphs(paragraphs, options.chunkSize);
    const parts = chunks.length > 0 ? chunks : [null];
    parts.forEach((content, index) => {
      records.push({
        objectID: index === 0 ? url : `${url}~${index}`,
        url,
        url_without_anchor: options.path,
        anchor: section.anchor,
        type: index === 0 ? section.type : 'content',
        hierarchy: {...hierarchy},
        content,
        language,
        docusaurus_tag: tag,
        weight: {
          pageRank: rank,
          level: index === 0 ? 110 - section.level * 10 : 0,
          position: records.length,
        },
      });
    });
    paragraphs = [];
  };

  for (const block of blocks) {
    // A heading without an id cannot be linked to: its text counts as the section's content.
    if (block.kind === 'text' || block.level === 1 || !block.id) {
      if (block !== h1) {
        paragraphs.push(block.text);
      }
      continue;
    }
    emit();
    const index = block.level - 2;
    const level = SECTION_LEVELS[index]!;
    const next: Hierarchy = {...hierarchy, [level]: block.text};
    for (const deeper of SECTION_LEVELS.slice(index + 1)) {
      next[deeper] = null;
    }
    hierarchy = next;
    section = {type: level, anchor: block.id, level: block.level};
  }
  emit();
  return records;
}
