/**
 * Converts a doc or blog post source (`.md` or `.mdx`) into clean Markdown: the page title as
 * an h1, then the content with every MDX-only construct turned into plain Markdown. Pure: file
 * access for partials is injected by the caller.
 */
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkFrontmatter from 'remark-frontmatter';
import remarkStringify from 'remark-stringify';
import {type Node, partialImports, text} from './mdast';
import {preprocessSource} from './preprocess';
import {transformNodes} from './transform';

/** The admonition keywords of the classic theme (`:::note` … `:::danger`, plus old aliases). */
export const DEFAULT_ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

export interface ResolvedPartial {
  /** Identifies the partial for nested imports and loop detection (usually its file path). */
  id: string;
  source: string;
}

export interface MarkdownTwinOptions {
  /** The page title: the h1 of the result unless the content starts with its own h1. */
  title: string;
  /** `mdx` parses JSX, ESM and expressions; `md` reads CommonMark with raw HTML. */
  format?: 'md' | 'mdx';
  /**
   * `content`: a leading h1 in the content is the page title (docs). `metadata`: the page shows
   * `title` and hides a leading content h1 (blog posts).
   */
  titleFrom?: 'content' | 'metadata';
  admonitionKeywords?: readonly string[];
  /** Finds an imported partial (`import Intro from './_intro.mdx'`) relative to its importer. */
  resolvePartial?: (
    importSource: string,
    importer: string | undefined,
  ) => ResolvedPartial | undefined;
  /** New URL for a link or image; `undefined` turns an image into its alt text. */
  rewriteUrl?: (url: string, kind: 'link' | 'image') => string | undefined;
  /** Components shown as inline code of one attribute, e.g. `{OptionName: 'name'}`. */
  codeComponents?: Readonly<Record<string, string>>;
}

const MAX_PARTIAL_DEPTH = 5;

function parse(source: string, format: 'md' | 'mdx'): Root {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(remarkGfm)
    .use(remarkMath);
  return format === 'mdx' ? processor.use(remarkMdx).parse(source) : processor.parse(source);
}

const stringifier = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkMath)
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    incrementListMarker: true,
  });

/** Keeps relative URLs that point into the site, drops relative images (their files are hashed). */
function defaultRewriteUrl(url: string, kind: 'link' | 'image'): string | undefined {
  const isRelative = !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url);
  return kind === 'image' && isRelative ? undefined : url;
}

function convertTree(
  source: string,
  options: MarkdownTwinOptions,
  importer: string | undefined,
  seen: readonly string[],
): Node[] {
  const format = options.format ?? 'mdx';
  const admonitionKeywords = options.admonitionKeywords ?? DEFAULT_ADMONITION_KEYWORDS;
  const tree = parse(preprocessSource(source, {format, admonitionKeywords}), format);
  const partials = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type === 'mdxjsEsm') {
      for (const [name, from] of partialImports(node)) {
        partials.set(name, from);
      }
    }
  }
  return transformNodes(tree.children, {
    admonitionKeywords: new Set(admonitionKeywords),
    partials,
    codeComponents: options.codeComponents ?? {},
    rewriteUrl: options.rewriteUrl ?? defaultRewriteUrl,
    inlinePartial: (importSource) => {
      const partial = options.resolvePartial?.(importSource, importer);
      if (!partial || seen.includes(partial.id) || seen.length >= MAX_PARTIAL_DEPTH) {
        return undefined;
      }
      return convertTree(partial.source, options, partial.id, [...seen, partial.id]);
    },
  });
}

/**
 * The Markdown twin of a page source.
 * @param source the file's text, front matter included
 * @param importer the source's own path, passed to `resolvePartial` for relative imports
 */
export function toMarkdownTwin(
  source: string,
  options: MarkdownTwinOptions,
  importer?: string,
): string {
  let nodes = convertTree(source, options, importer, importer ? [importer] : []);
  const [first] = nodes;
  const startsWithH1 = first?.type === 'heading' && first.depth === 1;
  if (startsWithH1 && (options.titleFrom ?? 'content') === 'metadata') {
    nodes = nodes.slice(1);
  }
  if (!startsWithH1 || options.titleFrom === 'metadata') {
    nodes = [{type: 'heading', depth: 1, children: [text(options.title)]}, ...nodes];
  }
  const root: Root = {type: 'root', children: nodes};
  return stringifier.stringify(root).trimEnd() + '\n';
}
