/**
 * Ranking factors applied on top of MiniSearch's BM25 score: how many of the reader's words a
 * hit covers, what kind of page it is on, and for a troubleshooting entry, how much of its error
 * message the reader typed. Pure, so each rule is tested on its own.
 */
import {isStopWord, queryTerms, stems} from './tokenize';
import type {SearchRecord} from './types';

/**
 * Any word of a query may match, so that a long question still finds the sections that answer
 * most of it; a hit's score is then scaled by the share of the words it covers, to this power
 * (1.5 scored best on the tune split of the real questions, among 1 to 3, with the words counted
 * alike and again with them weighted by `wordWeight`). A section with every word comes first; one with a single common word ("not", "working") cannot outrank one with the
 * distinctive word and most of the others.
 */
export const COVERAGE_POWER = 1.5;

/** The reader's words (positions) a hit matched, from the query terms MiniSearch reports. */
export function coveredWords(
  queryTerms: readonly string[],
  wordsOf: ReadonlyMap<string, readonly number[]>,
): Set<number> {
  const covered = new Set<number>();
  for (const term of queryTerms) {
    for (const word of wordsOf.get(term) ?? []) {
      covered.add(word);
    }
  }
  return covered;
}

/**
 * How much a word of the query counts in the share a hit covers: its inverse document frequency
 * (as BM25 computes it) among the `total` records, of which `withWord` hold it. "katex" in
 * "cannot render katex inside div element" weighs several times "inside" or "render", so a section
 * with "katex" and one more word outranks one with the four common words. A word no record holds
 * as typed (a typo, the start of a word) counts as a rare one.
 */
export function wordWeight(withWord: number, total: number): number {
  const holding = Math.max(withWord, 1);
  return Math.log(1 + (total - holding + 0.5) / (holding + 0.5));
}

/** The share of the reader's words `covered` holds, each counting by its `wordWeight`. */
export function weightedShare(covered: ReadonlySet<number>, weights: readonly number[]): number {
  const all = weights.reduce((sum, weight) => sum + weight, 0);
  if (all === 0) {
    return 1;
  }
  const share = weights.reduce((sum, weight, word) => sum + (covered.has(word) ? weight : 0), 0);
  return share / all;
}

/** The weighted share of the reader's words a hit covers, to `COVERAGE_POWER`. */
export function coverageFactor(covered: ReadonlySet<number>, weights: readonly number[]): number {
  return weightedShare(covered, weights) ** COVERAGE_POWER;
}

/** Kinds of page (SearchRecord weight.pageRank): changelog entries, blog posts, pages, docs. */
const KIND_BOOST = {
  /** How-to and troubleshooting questions: docs first, posts and changelog entries last. */
  default: [0.3, 0.5, 1.5, 2],
  /** Questions about news and releases: posts and changelog entries hold the answer. */
  news: [1, 1.5, 1.5, 2],
} as const;

// Words that ask about news rather than how to do something.
const NEWS_WORDS = new Set([
  'release',
  'releases',
  'released',
  'announcing',
  'announcement',
  'announced',
  'blog',
  'news',
  'changelog',
  'new',
  'whats',
]);

// A version number ("Docusaurus 3.8", "v2.0.0") asks about a release, too.
const VERSION = /\d+\.\d+/;

// Runtimes, package managers, systems and browsers whose version a reader gives when reporting
// a problem ("nodejs 8.9.4 & npm 5.6.0"): that number is no Docusaurus release, and its digits
// would match changelog headings ("2.0.0-beta.9") better than the words of the question.
const TOOL_VERSION = new RegExp(
  '\\b(node|nodejs|node\\.js|npm|yarn|pnpm|bun|python|ruby|java|macos|ios|android|windows|' +
    'ubuntu|debian|chrome|firefox|safari)(\\s*v?)\\d+(\\.[\\dx]+)*\\b',
  'gi',
);

/**
 * The query without the version numbers of other tools (`TOOL_VERSION`); the tool's name stays.
 * A number that follows any other word ("Docusaurus 3.8", "upgrade to v3") is kept.
 */
export function withoutToolVersions(query: string): string {
  return query.replace(TOOL_VERSION, (_, tool: string) => `${tool} `);
}

/** Whether a query asks about news or a release, from all its words (stop words included). */
export function isNewsQuery(query: string): boolean {
  return VERSION.test(query) || queryTerms(query).some((word) => NEWS_WORDS.has(word));
}

export function kindBoost(pageRank: number, news: boolean): number {
  return KIND_BOOST[news ? 'news' : 'default'][pageRank] ?? 1;
}

// Migration guides repeat the vocabulary of every feature they move ("translated sites",
// "versioned sites"), but answer only readers who are upgrading.
const MIGRATION_PAGE = /\/migration(\/|$)/;
const UPGRADE_WORDS = /^(migrat\w*|upgrad\w*|v[123]|breaking|deprecated)$/;

/** Whether a query (all its words) is about moving to a new major version. */
export function isUpgradeQuery(query: string): boolean {
  return queryTerms(query).some((word) => UPGRADE_WORDS.test(word));
}

/** Migration guides count half for a reader who is not upgrading. */
export function migrationBoost(path: string, upgrade: boolean): number {
  return !upgrade && MIGRATION_PAGE.test(path) ? 0.5 : 1;
}

// Generated category index pages list the pages of a sidebar category, with each one's title and
// description: they match the words of every page they list, but answer none of the questions.
const LISTING_PAGE = /\/category\/[^/]+\/?$/;

/**
 * Category index pages count this share of a page with content of its own (0.3 to 0.7 scored
 * alike: the judged "docusaurus start" then finds the CLI page before the Getting started list).
 */
export const LISTING_SHARE = 0.5;

export function listingBoost(path: string): number {
  return LISTING_PAGE.test(path) ? LISTING_SHARE : 1;
}

// The troubleshooting page of each docs version is a catalogue of error messages: each entry's
// heading (an h3) is the message as Docusaurus prints it, with `<path>`, `<id>` and the like
// where the text differs from site to site.
const ERROR_CATALOGUE = /\/troubleshooting$/;
const PLACEHOLDER = /<[^<>]*>/g;

/**
 * The words of the message a troubleshooting entry's record stands for, each with its stems
 * (placeholders and stop words left out); null for any other record.
 */
export function messageWords(record: SearchRecord): string[][] | null {
  const message = record.hierarchy.lvl3;
  if (!message || !ERROR_CATALOGUE.test(record.url_without_anchor)) {
    return null;
  }
  const words = new Set(
    queryTerms(message.replace(PLACEHOLDER, ' ')).filter((word) => !isStopWord(word)),
  );
  return [...words].map((word) => [word, ...stems(word)]);
}

/** A query's words and their stems, stop words left out: what `quotedShare` compares. */
export function queryForms(query: string): Set<string> {
  const words = queryTerms(query).filter((word) => !isStopWord(word));
  return new Set(words.flatMap((word) => [word, ...stems(word)]));
}

/**
 * The share of a message's words (`messageWords`) that the query has, in any of their forms,
 * each word counting by its `weight` (rare words of the message more than "not" or "found").
 */
export function quotedShare(
  message: readonly string[][],
  forms: ReadonlySet<string>,
  weight: (word: string) => number,
): number {
  let all = 0;
  let quoted = 0;
  for (const word of message) {
    const counts = weight(word[0]!);
    all += counts;
    if (word.some((form) => forms.has(form))) {
      quoted += counts;
    }
  }
  return all === 0 ? 0 : quoted / all;
}

/**
 * An entry answers a reader who pasted (most of) its message. One that matches only a word or
 * two of it ("div" or "render" in a question about KaTeX) counts this share of its score (0.25
 * and 0.6 scored best on the tune split among 0.25 or 0.5 with 0.4, 0.6 or 0.75).
 */
export const UNQUOTED_ENTRY = 0.25;
/** The share of its message a query must have for an entry to count in full. */
export const QUOTED_SHARE = 0.6;

export function errorEntryBoost(
  message: readonly string[][] | null,
  forms: ReadonlySet<string>,
  weight: (word: string) => number,
): number {
  return !message || quotedShare(message, forms, weight) >= QUOTED_SHARE ? 1 : UNQUOTED_ENTRY;
}

/**
 * `errorEntryBoost` for the hits of one query, worked out once per message (`undefined`: the
 * hit is not on a troubleshooting entry), each word weighed once: a query matches hundreds of
 * records, and the messages share many words.
 */
export function errorEntryBooster(
  forms: ReadonlySet<string>,
  weight: (word: string) => number,
): (message: readonly string[][] | undefined) => number {
  const known = new Map<readonly string[][], number>();
  const weights = new Map<string, number>();
  const weighed = (word: string): number => {
    let counts = weights.get(word);
    if (counts === undefined) {
      counts = weight(word);
      weights.set(word, counts);
    }
    return counts;
  };
  return (message) => {
    if (!message) {
      return 1;
    }
    let boost = known.get(message);
    if (boost === undefined) {
      boost = errorEntryBoost(message, forms, weighed);
      known.set(message, boost);
    }
    return boost;
  };
}
