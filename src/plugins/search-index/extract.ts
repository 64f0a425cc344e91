/**
 * Reads one built HTML page and returns its search records: one per heading (the section's
 * text as content), plus `content` records when a section is longer than one chunk. Runs in
 * Node after the build, so the index holds exactly what readers see, MDX and React pages alike.
 */
import type {Block, PageFacts} from './pageMarkup';
import {parsePage} from './parsePage';
import type {Hierarchy, SearchRecord} from './types';

const SECTION_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * Anchors of the sections that only list other pages ("Related pages"): their text describes
 * those pages, not this one, so they and their subsections get no records. A reader searching
 * for a page finds the page itself; the index of a docs version stays under its size budget.
 */
export const LINK_LIST_SECTIONS: ReadonlySet<string> = new Set(['related', 'related-pages']);

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
  /** Index the page's headings (and keywords) only: each section's record carries no text. */
  headingsOnly?: boolean;
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
  const h1 = blocks.find(
    (b): b is Extract<Block, {kind: 'heading'}> => b.kind === 'heading' && b.level === 1,
  );
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
  // The level of the link list being left out, while inside it.
  let linkList: number | null = null;
  let paragraphs: string[] = [];
  // The options and APIs the section defines: its code heading, its reference table rows.
  let names: string[] = [];
  // The other pages of the site the section links to.
  let links: string[] = [];

  const pushSection = () => {
    const url = section.anchor ? `${options.path}#${section.anchor}` : options.path;
    const chunks = options.headingsOnly ? [] : chunkParagraphs(paragraphs, options.chunkSize);
    const parts = chunks.length > 0 ? chunks : [null];
    parts.forEach((content, index) => {
      const keywords = section.type === 'lvl1' && index === 0 ? facts.keywords : [];
      const defined = index === 0 ? [...new Set(names)] : [];
      const linked = index === 0 ? [...new Set(links)] : [];
      records.push({
        objectID: index === 0 ? url : `${url}~${index}`,
        url,
        url_without_anchor: options.path,
        anchor: section.anchor,
        type: index === 0 ? section.type : 'content',
        hierarchy: {...hierarchy},
        content,
        ...(keywords.length > 0 && {keywords}),
        ...(defined.length > 0 && {names: defined}),
        ...(linked.length > 0 && {links: linked}),
        language,
        docusaurus_tag: tag,
        weight: {
          pageRank: rank,
          level: index === 0 ? 110 - section.level * 10 : 0,
          position: records.length,
        },
      });
    });
  };

  // Ends the current section: its records, unless it is (inside) a link list.
  const emit = () => {
    if (linkList === null) {
      pushSection();
    }
    paragraphs = [];
    names = [];
    links = [];
  };

  for (const block of blocks) {
    if (block.kind === 'name') {
      names.push(block.text);
      continue;
    }
    if (block.kind === 'link') {
      if (block.path !== options.path) {
        links.push(block.path);
      }
      continue;
    }
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
    if (linkList !== null && block.level <= linkList) {
      linkList = null;
    }
    if (linkList === null && LINK_LIST_SECTIONS.has(block.id)) {
      linkList = block.level;
    }
    if (block.isName) {
      names.push(block.text);
    }
  }
  emit();
  return records;
}
