/**
 * Words readers type for what the docs call by another name. Each entry is reviewed: the key is
 * a reader's word (as the tokenizer gives it: lower case, one word), `words` are the words the
 * docs use for the same thing, and `why` says where. A match on a synonym counts half as much
 * as a match on the reader's own word (query.ts), and covers that word of the question.
 * Keep an entry only when the docs really use the other word for that meaning.
 */
export interface Synonym {
  words: readonly string[];
  why: string;
}

export const SYNONYMS: Readonly<Record<string, Synonym>> = {
  include: {
    words: ['partial', 'partials', 'import'],
    why: 'One Markdown file inside another is "Importing Markdown partials" in the MDX page.',
  },
  multiple: {
    words: ['multi'],
    why: 'Several docs or blog instances are "multi-instance" (docs-multi-instance).',
  },
  banner: {
    words: ['announcement'],
    why: 'The strip above the navbar is the announcement bar (themeConfig.announcementBar).',
  },
  header: {
    words: ['navbar'],
    why: 'The bar at the top of every page is the navbar in the theme configuration.',
  },
  language: {
    words: ['locale', 'locales', 'i18n'],
    why: 'Languages are locales in the i18n config (defaultLocale, locales) and its tutorial.',
  },
  languages: {
    words: ['locale', 'locales', 'i18n'],
    why: 'The plural of "language": locales in the i18n config and pages.',
  },
  translate: {
    words: ['i18n'],
    why: 'Translating a site is internationalization: the i18n pages and config.',
  },
  disable: {
    words: ['false'],
    why: 'Features are turned off by setting their option to false (blog: false, docs: false).',
  },
  nodejs: {
    words: ['node'],
    why: 'The docs write "Node.js" (the requirements in Installation), which splits into "node" and "js".',
  },
  '404': {
    words: ['notfound'],
    why: 'The page shown for a missing route is the NotFound theme component (swizzling, theme-classic).',
  },
  documentation: {
    words: ['doc', 'docs'],
    why: 'The docs write "doc" and "docs" for documentation pages ("Doc tags", the docs plugin).',
  },
  override: {
    words: ['swizzle', 'swizzling'],
    why: 'Overriding a theme component is swizzling it.',
  },
};

/** The docs' words for a reader's word; empty when the table has none. */
export function synonymsOf(term: string): readonly string[] {
  return Object.hasOwn(SYNONYMS, term) ? (SYNONYMS[term]?.words ?? []) : [];
}
