/**
 * Turns text into search terms. The same functions run when the index is built (in Node) and
 * when a reader types (in the browser), so both sides always agree on what a "term" is.
 *
 * - Words are runs of letters, marks and digits in any script; everything else separates them.
 * - Terms are lower-cased and lose the accents of Latin and Greek letters ("Déjà" → "deja").
 * - Han, Hiragana and Katakana are written without spaces, so such runs become overlapping
 *   character pairs ("文档搜索" → "文档", "档搜", "搜索"); a single character stays as it is.
 * - At indexing time, identifiers also yield their camelCase parts, so "broken links" finds
 *   `onBrokenLinks` while the whole identifier still matches exactly.
 * - Query words also give light English stems, which the engine completes as prefixes, so
 *   "create" finds "creating" and "categories" finds "category".
 */

/** One term found in a text, with where it sits, so highlighting can mark the original. */
export interface TokenSpan {
  /** Normalised term, as stored in the index. */
  term: string;
  /** Offsets into the original text (end exclusive). */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const CJK_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const CJK_RUN = new RegExp(`[${CJK_CHARS}]+`, 'gu');
const HAS_CJK = new RegExp(`[${CJK_CHARS}]`, 'u');
// Accents on Latin and Greek letters; Cyrillic й or ё stay distinct letters.
const DIACRITICS = /([\p{Script=Latin}\p{Script=Greek}])[\u0300-\u036f]+/gu;
// Splits "onBrokenLinks" → on|Broken|Links and "HTMLParser" → HTML|Parser at their offsets.
const CAMEL_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu;

const ASCII = /^\p{ASCII}*$/u;
// Only words with an upper-case letter after a lower-case one, or two capitals followed by a
// lower-case letter, have camelCase parts; checking first keeps indexing fast.
const HAS_CAMEL_BOUNDARY = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}|\p{N}\p{Lu}/u;

/** Lower-cases a word and removes diacritics, keeping other scripts intact. */
export function normalizeTerm(word: string): string {
  if (ASCII.test(word)) {
    return word.toLowerCase();
  }
  return word.normalize('NFD').replace(DIACRITICS, '$1').normalize('NFC').toLowerCase();
}

/** Spans of the CJK pairs (or lone characters) inside one word, offsets relative to `text`. */
function cjkSpans(text: string, start: number, end: number, out: TokenSpan[]): void {
  const word = text.slice(start, end);
  let last = 0;
  for (const run of word.matchAll(CJK_RUN)) {
    const runStart = run.index;
    if (runStart > last) {
      out.push(...plainSpan(text, start + last, start + runStart));
    }
    const chars = Array.from(run[0]);
    let offset = start + runStart;
    if (chars.length === 1) {
      out.push({term: chars[0]!, start: offset, end: offset + chars[0]!.length});
    }
    for (let i = 0; i + 1 < chars.length; i += 1) {
      const pair = chars[i]! + chars[i + 1]!;
      out.push({term: pair, start: offset, end: offset + pair.length});
      offset += chars[i]!.length;
    }
    last = runStart + run[0].length;
  }
  if (last < word.length) {
    out.push(...plainSpan(text, start + last, end));
  }
}

function plainSpan(text: string, start: number, end: number): TokenSpan[] {
  const term = normalizeTerm(text.slice(start, end));
  return term ? [{term, start, end}] : [];
}

/** Every term of `text` with its position; the basis of both indexing and highlighting. */
export function tokenSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    if (HAS_CJK.test(match[0])) {
      cjkSpans(text, start, end, spans);
    } else {
      spans.push(...plainSpan(text, start, end));
    }
  }
  return spans;
}

/** The camelCase parts of one word, with offsets relative to the word; empty if it has none. */
export function camelParts(word: string): TokenSpan[] {
  if (!HAS_CAMEL_BOUNDARY.test(word)) {
    return [];
  }
  // One-letter parts ("i" of "iOS") would match almost anything.
  return Array.from(word.matchAll(CAMEL_PART), (m) => ({
    term: normalizeTerm(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  })).filter((part) => part.term.length > 1);
}

// Endings of English inflection, longest first, with what replaces them and the shortest root
// they leave (3 unless given). Not a full stemmer: just enough for plurals and the -ing, -ed,
// -ation, -ment and -ize forms to meet their base word ("Deployment" is a heading match for
// "deploy", "customize" finds `customCss`). A -ment or -ize root is 5 letters or more:
// "document" must not become "docu", which would complete to "docusaurus".
const SUFFIXES: [string, string[], number?][] = [
  ['ations', ['', 'at']],
  ['ation', ['', 'at']],
  ['ments', [''], 5],
  ['ment', [''], 5],
  ['izes', [''], 5],
  ['ises', [''], 5],
  ['ize', [''], 5],
  ['ise', [''], 5],
  ['sses', ['ss']],
  ['ies', ['y']],
  ['ing', ['']],
  ['ed', ['']],
  ['es', ['', 'e']],
  ['s', ['']],
  ['e', ['']],
];
const KEEP_ENDINGS = /(ss|us|is)$/;

/**
 * Light English stems of a word: "creating", "creates", "create" → "creat";
 * "installation" → "install" (and "installat", which "installate" would give). Empty when the
 * word has none (short, not plain ASCII letters, or no known ending).
 */
export function stems(term: string): string[] {
  if (term.length <= 4 || !/^[a-z]+$/.test(term) || KEEP_ENDINGS.test(term)) {
    return [];
  }
  const rule = SUFFIXES.find(([suffix]) => term.endsWith(suffix));
  if (!rule) {
    return [];
  }
  const [suffix, endings, minRoot = 3] = rule;
  const root = term.slice(0, -suffix.length);
  return [...new Set(endings.map((ending) => root + ending))].filter(
    (stemmed) => stemmed.length >= minRoot && stemmed !== term,
  );
}

// The docs are written in both British and American English ("colour" and "color",
// "customise" and "customize"), and a reader types one of them. Each rule gives a word its
// other spelling; a spelling no page uses simply matches nothing.
const SPELLING_RULES: [RegExp, (...parts: string[]) => string][] = [
  // colour/color, behaviour/behavior, favourite/favorite, honour/honor, ...
  [
    /^(colo|behavio|favo|hono|flavo|neighbo|labo|humo)(u?)r(.*)$/,
    (root, u, rest) => `${root}${u ? '' : 'u'}r${rest}`,
  ],
  // customise/customize, organisation/organization, analyse/analyze
  [
    /^(\w{3,}[iy])([sz])(e|es|ed|ing|er|ers|ation|ations)$/,
    (root, letter, rest) => `${root}${letter === 's' ? 'z' : 's'}${rest}`,
  ],
  // labelled/labeled, modelling/modeling, cancelled/canceled
  [
    /^(\w{3,}e)(ll?)(ed|ing|er|ers)$/,
    (root, ls, rest) => `${root}${ls === 'l' ? 'll' : 'l'}${rest}`,
  ],
  [/^(gr)([ae])(y.*)$/, (root, vowel, rest) => `${root}${vowel === 'a' ? 'e' : 'a'}${rest}`],
  [
    /^(cent|met|lit)(re|er)(s?)$/,
    (root, end, rest) => `${root}${end === 're' ? 'er' : 're'}${rest}`,
  ],
  [/^(licen)([cs])(e|es)$/, (root, letter, rest) => `${root}${letter === 'c' ? 's' : 'c'}${rest}`],
];

/** The other spellings of an English word ("colours" → "colors"); empty when it has none. */
export function spellings(term: string): string[] {
  const other: string[] = [];
  for (const [pattern, respell] of SPELLING_RULES) {
    const match = pattern.exec(term);
    if (match) {
      other.push(respell(...match.slice(1)));
    }
  }
  return other.filter((word) => word !== term);
}

// The terms of each distinct word, computed once: a site has a few tens of thousands of
// distinct words but millions of word occurrences, so this keeps indexing fast.
const wordTermsCache = new Map<string, {plain: string[]; stemmed: string[]}>();

function wordTerms(word: string, withStems: boolean): string[] {
  let terms = wordTermsCache.get(word);
  if (!terms) {
    terms = {plain: [], stemmed: []};
    for (const span of tokenSpans(word)) {
      const parts = camelParts(word.slice(span.start, span.end)).map((part) => part.term);
      terms.plain.push(span.term, ...parts);
      terms.stemmed.push(span.term, ...stems(span.term), ...parts);
    }
    wordTermsCache.set(word, terms);
  }
  return withStems ? terms.stemmed : terms.plain;
}

// Words that carry no meaning on their own ("how do I add a sidebar"). They are left out of
// the index of page text, of which they are about a third, and dropped from a query unless it
// is only made of them.
const STOP_WORDS = new Set(
  (
    'a an and another any are as at be by can could do does for from get go how i if in into ' +
    'is it its me my new of on or our should some that the there this to use using want we what ' +
    'when where which who why will with would you your'
  ).split(' '),
);

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/**
 * Words that say something goes wrong, not what: "line highlight is not working", "hide the
 * sidebar didn't work", "unable to reduce the sidebar width", "build fails". Searched for, they
 * rank sections about anything that "works" (or the search page's "Unable to fetch results")
 * above the feature the reader named, so a query drops them when it has other words. So do the
 * words that ask whether something works at all: in "RTL support" the feature is "RTL", and
 * "support" alone matches the titles of the browser-support and community support pages.
 */
const TROUBLE_WORDS = new Set(
  (
    'not working work works worked didn doesn don isn aren won t cannot can couldn unable fails ' +
    'failed problem problems issue issues wrong properly correctly support supported supports ' +
    'supporting'
  ).split(' '),
);

export function isTroubleWord(term: string): boolean {
  return TROUBLE_WORDS.has(term);
}

/**
 * Terms to index for a field: each word, plus the parts of camelCase identifiers, plus (for
 * headings, which are short) the stems of English words, so "Installation" is a heading match
 * for "install".
 */
export function indexTerms(
  text: string,
  {withStems = false, withoutStopWords = false} = {},
): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) {
    for (const term of wordTerms(match[0], withStems)) {
      if (!withoutStopWords || !STOP_WORDS.has(term)) {
        terms.push(term);
      }
    }
  }
  return terms;
}

/** Terms of a reader's query, in order. */
export function queryTerms(query: string): string[] {
  return tokenSpans(query).map((span) => span.term);
}
