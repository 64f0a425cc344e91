/**
 * Marks the blocks of a doc's Markdown that the browser never needs to render itself: top-level
 * paragraphs, lists and quotes made only of text and plain inline elements (links, emphasis,
 * inline code, KaTeX output). Each gets a `data-sb` id. The server renders them as before; the
 * browser build drops their children from the page's script (clientLoader.cjs) and takes their
 * HTML from the page the server wrote (client/staticBlocks.ts).
 *
 * An id hashes the file, the block's place and its text, so a page fetched from an older deploy
 * cannot lend a block to newer code: its ids do not match, and the reader is told to reload.
 */
import {createHash} from 'node:crypto';
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

export function blockId(file: string, index: number, text: string): string {
  return createHash('sha256').update(`${file}\0${index}\0${text}`).digest('base64url').slice(0, 10);
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
  return (tree: HastNode, file: {path?: string; cwd?: string}): void => {
    const source = file.path ? path.relative(file.cwd ?? process.cwd(), file.path) : '';
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
          node.properties = {...node.properties, dataSb: blockId(source, count, text)};
          count += 1;
        }
      }
    };
    visit(tree.children ?? []);
  };
}
