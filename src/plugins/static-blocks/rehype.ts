/**
 * Marks the blocks of a doc's Markdown that the browser never needs to render itself: top-level
 * paragraphs, lists and quotes made only of text and plain inline elements (links, emphasis,
 * inline code, KaTeX output). Each gets a `data-sb` id. The server renders them as before; the
 * browser build drops their children from the page's script (clientLoader.cjs) and takes their
 * HTML from the page the server wrote (client/staticBlocks.ts).
 *
 * An id is the file's prefix followed by the block's place in it. The prefix hashes the file's
 * path and its whole source as it is on disk, so a page fetched from an older deploy cannot lend
 * a block to newer code once the file changed: its ids do not match, and the reader is told to
 * reload. The whole file, not the text compiled: a blog post's excerpt is compiled on its own
 * (`?truncated`), and its blocks must keep the ids they have in the post. Against one hash per
 * block, this saves about 7 gzip bytes per block in the page's script (1.8 kB on the longest doc).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {classNames, type HastNode} from '../../utils/hast';

/**
 * Block elements that may be marked: their props reach the DOM element as they are (tables go
 * through ScrollableTable, which passes them on).
 */
const BLOCKS = new Set(['p', 'ul', 'ol', 'blockquote', 'table']);

/**
 * Components whose children the server always renders, so blocks inside them are in the page's
 * HTML: admonitions (the theme's element, or the page's import: remarkAdmonitionImport), tabs
 * unless lazy (a lazy tab renders only once chosen), and details.
 */
const CONTAINERS = new Set([
  'admonition',
  'AdmonitionOnPage',
  'Tabs',
  'TabItem',
  'details',
  'Details',
]);

/** Elements a marked block may contain: nothing in them renders differently in the browser. */
const INLINE = new Set([
  ...BLOCKS,
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'code',
  'del',
  's',
  'br',
  'sup',
  'sub',
  'kbd',
  'abbr',
  'mark',
  'small',
  'span',
  'input',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

/** Below this much text, the id and the lookup weigh about what the block's script would. */
export const MIN_TEXT_LENGTH = 40;

/** Whether `node` renders the same everywhere: plain elements and text, or KaTeX's output. */
export function isStatic(node: HastNode): boolean {
  if (node.type === 'text') {
    return true;
  }
  if (node.type !== 'element' || !INLINE.has(node.tagName ?? '')) {
    return false;
  }
  if (node.tagName === 'span' && classNames(node).includes('katex')) {
    // rehype-katex's markup: MathML and spans, drawn at build time.
    return true;
  }
  return (node.children ?? []).every(isStatic);
}

function textOf(node: HastNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
}

/** Characters of a file's prefix: 42 bits, so a thousand files are very unlikely to share one. */
const PREFIX_LENGTH = 7;

/** The ids' prefix of the file at `file`, whose source is `source`. */
export function blockIdPrefix(file: string, source: string): string {
  return createHash('sha256')
    .update(`${file}\0${source}`)
    .digest('base64url')
    .slice(0, PREFIX_LENGTH);
}

export const blockId = (prefix: string, index: number): string => prefix + index.toString(36);

/** The file's source on disk; what was compiled where there is no such file (tests). */
function sourceOf(file: {path?: string; value?: unknown}): string {
  try {
    return file.path ? fs.readFileSync(file.path, 'utf8') : String(file.value ?? '');
  } catch {
    return String(file.value ?? '');
  }
}

/** A JSX element of MDX (`<Tabs lazy>`), as far as this plugin reads it. */
type JsxNode = HastNode & {name?: string | null; attributes?: Array<{name?: string}>};

/** Whether the server renders every child of `node` where it stands. */
function rendersChildren(node: JsxNode): boolean {
  const name = node.type === 'element' ? node.tagName : node.name;
  if (!CONTAINERS.has(name ?? '')) {
    return false;
  }
  if (node.type === 'element') {
    return true;
  }
  return (
    node.type === 'mdxJsxFlowElement' &&
    !(node.attributes ?? []).some((attribute) => attribute.name === 'lazy')
  );
}

export default function rehypeStaticBlocks() {
  return (tree: HastNode, file: {path?: string; cwd?: string; value?: unknown}): void => {
    const name = file.path ? path.relative(file.cwd ?? process.cwd(), file.path) : '';
    let prefix: string | undefined;
    let count = 0;
    const visit = (nodes: HastNode[]): void => {
      for (const node of nodes) {
        if (rendersChildren(node)) {
          visit(node.children ?? []);
          continue;
        }
        if (!BLOCKS.has(node.tagName ?? '') || node.type !== 'element' || !isStatic(node)) {
          continue;
        }
        const text = textOf(node);
        if (text.trim().length >= MIN_TEXT_LENGTH) {
          prefix ??= blockIdPrefix(name, sourceOf(file));
          node.properties = {...node.properties, dataSb: blockId(prefix, count)};
          count += 1;
        }
      }
    };
    visit(tree.children ?? []);
  };
}
