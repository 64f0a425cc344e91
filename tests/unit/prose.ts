/**
 * Pure helpers that reduce an MDX document to the prose a reader reads, so content tests can
 * count words and look for leftover drafting markers. No file system access: callers pass text.
 */

const FRONT_MATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;
// An opening, closing or self-closing JSX/HTML tag; attributes may span lines and hold
// `{...}` expressions (one level of nested braces is enough for docs).
const JSX_TAG = /<\/?[A-Za-z][\w.:-]*(?:\s+(?:[^<>{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)?\/?>|<\/?>/g;
const INLINE_CODE = /(`+)([\s\S]*?[^`])\1(?!`)/g;
const DRAFT_MARKERS = /\b(todo|tbd|lorem ipsum|placeholder|coming soon)\b/gi;

/** Removes a leading YAML front matter block. */
export function stripFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, '');
}

/** Removes fenced code blocks (``` or ~~~, any length, possibly indented in a container). */
export function stripCodeFences(source: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of source.split(/\r?\n/)) {
    const marker = FENCE_OPEN.exec(line)?.[1];
    if (fence === null) {
      if (marker) {
        fence = marker;
      } else {
        kept.push(line);
      }
    } else if (marker && marker[0] === fence[0] && marker.length >= fence.length) {
      const rest = line.trim().slice(marker.length);
      if (rest.trim() === '') {
        fence = null;
      }
    }
  }
  return kept.join('\n');
}

function bracketDepth(text: string): number {
  let depth = 0;
  for (const char of text) {
    if (char === '{' || char === '(' || char === '[') depth += 1;
    if (char === '}' || char === ')' || char === ']') depth -= 1;
  }
  return depth;
}

/** Removes top-level ESM `import` / `export` statements, including multi-line ones. */
export function stripEsm(source: string): string {
  const kept: string[] = [];
  let depth = 0;
  let inStatement = false;
  for (const line of source.split('\n')) {
    if (!inStatement && /^(?:import|export)\s/.test(line)) {
      inStatement = true;
      depth = 0;
    }
    if (inStatement) {
      depth += bracketDepth(line);
      if (depth <= 0 && !/[=,]\s*$/.test(line)) {
        inStatement = false;
      }
    } else {
      kept.push(line);
    }
  }
  return kept.join('\n');
}

/** Removes HTML comments and MDX `{/* *\/}` comments. */
export function stripComments(source: string): string {
  return source.replace(HTML_COMMENT, ' ').replace(MDX_COMMENT, ' ');
}

/** Removes JSX and HTML tags but keeps the text between them. */
export function stripTags(source: string): string {
  return source.replace(JSX_TAG, ' ');
}

/** Turns Markdown syntax into plain text: links, images, headings, tables, admonition fences. */
function flattenMarkdown(source: string): string {
  return (
    source
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/^\s*\[[^\]]+\]:\s+\S+.*$/gm, '')
      .replace(/^[ \t]*:::+[ \t]*[\w-]*/gm, '')
      .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
      .replace(/^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/gm, '')
      // Emphasis marks, table pipes and quote markers carry no words of their own.
      .replace(/(?<!\\)[*|>]/g, ' ')
      .replace(/\\([{}<>*_`[\]#|])/g, '$1')
      .replace(/&[a-z]+;|&#\d+;/gi, ' ')
  );
}

/**
 * The prose of an MDX document: front matter, fenced code, ESM lines, comments and tags are
 * removed; inline code keeps its text (it is part of a sentence) without the backticks.
 */
export function extractProse(source: string): string {
  const withoutBlocks = stripTags(
    stripComments(stripEsm(stripCodeFences(stripFrontMatter(source)))),
  );
  const prose = flattenMarkdown(withoutBlocks.replace(INLINE_CODE, (_match, _ticks, code) => code));
  return prose
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
}

/** Counts words: whitespace-separated tokens that contain at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Drafting markers left in a document, lower-cased and in order of appearance. Code (fenced
 * blocks and inline spans) is ignored so a `placeholder` prop or a `todo` identifier in an
 * example is not reported; comments and front matter are searched because readers of the
 * source see them.
 */
export function findDraftMarkers(source: string): string[] {
  const searchable = stripCodeFences(source).replace(INLINE_CODE, ' ');
  return Array.from(searchable.matchAll(DRAFT_MARKERS), (match) => match[0].toLowerCase());
}
