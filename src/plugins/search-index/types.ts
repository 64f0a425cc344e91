/**
 * Shapes shared by the index builder (Node), the browser client and the scripts. Records follow
 * the DocSearch record shape, so the same files can feed a hosted or self-hosted engine.
 */

export const HEADING_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
export type RecordType = HeadingLevel | 'content';

export interface Hierarchy {
  /** The group a page belongs to: its sidebar category, or Blog, Changelog, Community… */
  lvl0: string;
  /** The page title. */
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  /** Path (with the base URL) and, below the page title, the heading anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** The heading level the record stands for, or `content` for the rest of a long section. */
  type: RecordType;
  hierarchy: Hierarchy;
  /** Plain text of the section (or of one part of it); never HTML. */
  content: string | null;
  /** On the page's title record only: its front matter `keywords`, searched like a heading. */
  keywords?: string[];
  /**
   * On a section's first record: the options or APIs it defines (a heading that is code, the
   * name cells of a reference table), so an option typed alone finds its definition first.
   */
  names?: string[];
  /**
   * On a section's first record: the other pages of the same context it links to (paths), so a
   * section that mentions an option and links to its page can lift that page (engine.ts).
   */
  links?: string[];
  language: string;
  /** `docs-<plugin id>-<version>` for docs, `default` for every other page. */
  docusaurus_tag: string;
  weight: {
    /** Kind of page: docs rank above blog posts, which rank above changelog entries. */
    pageRank: number;
    /** 100 for the page title, 90 for h2 … 0 for extra content records. */
    level: number;
    /** Order of the record in its page. */
    position: number;
  };
}

/** `<language>|<docusaurus_tag>`: one index file per context. */
export type ContextKey = `${string}|${string}`;

export function contextKey(language: string, tag: string): ContextKey {
  return `${language}|${tag}`;
}

export interface ManifestContext {
  /**
   * Path of the context's records file (headings, see contexts.ts) relative to the site's base
   * URL, with a content hash.
   */
  file: string;
  /**
   * Path of the file with the rest of its records' text, likewise. Absent from indexes built
   * before the text had a file of its own, whose records file holds all of it.
   */
  text?: string;
  records: number;
}

/** `search-index/manifest.json`: the only file whose name does not change between builds. */
export interface SearchManifest {
  version: 1;
  contexts: Record<ContextKey, ManifestContext>;
}

/** A context file: the records of one language and tag. */
export interface ContextFile {
  language: string;
  tag: string;
  records: SearchRecord[];
}

export type SearchProvider = 'local' | 'typesense' | 'meilisearch';

/** Connection to a self-hosted engine. The key must be a search-only key: it ships to browsers. */
export interface RemoteEngine {
  url: string;
  searchKey: string;
  indexName: string;
}

/** Global data of the plugin, read by the theme components. */
export interface SearchGlobalData {
  provider: SearchProvider;
  /** Path of the manifest, with the base URL. */
  manifestUrl: string;
  searchPagePath: string;
  remote: RemoteEngine | null;
  replaceSearchResultPathname: {from: string; to: string} | null;
  /** Issue form URL; the no-results screen appends the query to it. */
  missingResultsUrl: string | null;
  isDev: boolean;
}
