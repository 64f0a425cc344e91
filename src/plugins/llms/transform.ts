/**
 * Turns an MDX tree into a plain Markdown tree: JSX components become the Markdown they stand
 * for (tabs → one section each, admonitions → blockquotes, details → a bold line and its
 * content, code components → code blocks) or their text; imports, exports and comments go.
 */
import type {Heading} from 'mdast';
import {
  type Directive,
  type JsxElement,
  type Node,
  expressionAttribute,
  expressionText,
  isParent,
  stringAttribute,
  tabLabelsFromValues,
  text,
  textContent,
  withChildren,
} from './mdast';
import {
  admonition,
  boldLine,
  imageText,
  isEmptyWrapper,
  isPhrasing,
  paragraph,
  sectionHeading,
  toFlow,
} from './nodes';

export interface TransformContext {
  /** Container directive names rendered as admonitions (`:::tip`). */
  admonitionKeywords: ReadonlySet<string>;
  /** Local component name → import source, for components imported from `.md`/`.mdx` partials. */
  partials: ReadonlyMap<string, string>;
  /** The converted content of a partial, or `undefined` when it cannot be read. */
  inlinePartial: (importSource: string) => Node[] | undefined;
  /** New URL for a link or image; `undefined` drops an image (its alt text stays). */
  rewriteUrl: (url: string, kind: 'link' | 'image') => string | undefined;
  /** Components shown as inline code of one of their attributes: `{OptionName: 'name'}`. */
  codeComponents: Readonly<Record<string, string>>;
  /** Inside Tabs: tab value → label, from the Tabs `values` prop. */
  tabLabels?: ReadonlyMap<string, string>;
}

export function transformNodes(nodes: Node[], ctx: TransformContext): Node[] {
  return nodes.flatMap((node) => transformNode(node, ctx)).filter((node) => !isEmptyWrapper(node));
}

function transformChildren<T extends Node>(node: T, ctx: TransformContext): T {
  return isParent(node) ? withChildren(node, transformNodes(node.children, ctx)) : node;
}

function transformDirective(node: Directive, ctx: TransformContext): Node[] {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label = hasLabel ? textContent(first).trim() : undefined;
  const body = transformNodes(hasLabel ? rest : node.children, ctx);
  if (node.type === 'containerDirective') {
    if (ctx.admonitionKeywords.has(node.name)) {
      return [admonition(node.name, label || undefined, body)];
    }
    return toFlow([...(label ? [boldLine(label)] : []), ...body]);
  }
  // Other directives are plain text that happened to look like one (`:name`), as the site shows them.
  const marker = node.type === 'leafDirective' ? `::${node.name}` : `:${node.name}`;
  const inline = [text(label ? `${marker}[${label}]` : marker), ...body];
  return node.type === 'leafDirective' ? [paragraph(inline.filter(isPhrasing))] : inline;
}

function codeFromElement(element: JsxElement, lang: string | undefined, meta?: string): Node[] {
  const value = element.children
    .map(textContent)
    .join('')
    .replace(/^\n+|\n+$/g, '');
  if (element.type === 'mdxJsxTextElement') {
    return [{type: 'inlineCode', value}];
  }
  return [{type: 'code', lang: lang ?? null, meta: meta ?? null, value}];
}

/** Each TabItem becomes a #### section; labels may come from the Tabs `values` prop. */
function transformTabs(element: JsxElement, ctx: TransformContext): Node[] {
  const tabLabels = tabLabelsFromValues(expressionAttribute(element, 'values'));
  return toFlow(transformNodes(element.children, {...ctx, tabLabels}));
}

function transformTabItem(element: JsxElement, ctx: TransformContext): Node[] {
  const value = stringAttribute(element, 'value');
  const label =
    stringAttribute(element, 'label') ??
    (value !== undefined ? ctx.tabLabels?.get(value) : undefined) ??
    value ??
    '';
  return [sectionHeading(label), ...toFlow(transformNodes(element.children, ctx))];
}

function transformDetails(element: JsxElement, ctx: TransformContext): Node[] {
  const summary = element.children.find(
    (child) =>
      (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
      child.name === 'summary',
  );
  const rest = element.children.filter((child) => child !== summary);
  const title = summary ? textContent(summary).trim() : '';
  return toFlow([...(title ? [boldLine(title)] : []), ...transformNodes(rest, ctx)]);
}

/** HTML-like elements with a direct Markdown equivalent. */
function transformHtmlElement(element: JsxElement, ctx: TransformContext): Node[] | undefined {
  const children = () => transformNodes(element.children, ctx).filter(isPhrasing);
  switch (element.name) {
    case 'br':
      return [{type: 'break'}];
    case 'img': {
      const src = stringAttribute(element, 'src');
      const alt = stringAttribute(element, 'alt') ?? '';
      return src ? transformNode({type: 'image', url: src, alt}, ctx) : [];
    }
    case 'a': {
      const href = stringAttribute(element, 'href');
      return href
        ? transformNode({type: 'link', url: href, children: children()}, ctx)
        : children();
    }
    case 'code':
    case 'kbd':
      return [{type: 'inlineCode', value: textContent(element)}];
    case 'pre':
      return codeFromElement(element, undefined);
    case 'strong':
    case 'b':
      return [{type: 'strong', children: children()}];
    case 'em':
    case 'i':
      return [{type: 'emphasis', children: children()}];
    default:
      return undefined;
  }
}

function transformJsx(element: JsxElement, ctx: TransformContext): Node[] {
  const {name} = element;
  const partial = name ? ctx.partials.get(name) : undefined;
  if (partial !== undefined) {
    return ctx.inlinePartial(partial) ?? [];
  }
  switch (name) {
    case 'Tabs':
      return transformTabs(element, ctx);
    case 'TabItem':
      return transformTabItem(element, ctx);
    case 'details':
      return transformDetails(element, ctx);
    case 'summary':
      return [boldLine(textContent(element).trim())];
    case 'Admonition':
      return [
        admonition(
          stringAttribute(element, 'type') ?? 'note',
          stringAttribute(element, 'title'),
          transformNodes(element.children, ctx),
        ),
      ];
    case 'CodeBlock': {
      const title = stringAttribute(element, 'title');
      return codeFromElement(
        element,
        stringAttribute(element, 'language'),
        title ? `title="${title}"` : undefined,
      );
    }
    case 'Mermaid': {
      const value = stringAttribute(element, 'value');
      return value ? [{type: 'code', lang: 'mermaid', meta: null, value: value.trim()}] : [];
    }
    default:
      break;
  }
  const codeAttribute = name ? ctx.codeComponents[name] : undefined;
  const code = codeAttribute ? stringAttribute(element, codeAttribute) : undefined;
  if (code !== undefined) {
    const inline: Node = {type: 'inlineCode', value: code};
    return element.type === 'mdxJsxFlowElement' ? toFlow([inline]) : [inline];
  }
  // An image-like component (IdealImage, ThemedImage) keeps its alt text.
  const alt = element.children.length === 0 ? stringAttribute(element, 'alt') : undefined;
  if (alt && name !== 'img') {
    const inline = imageText(alt);
    return element.type === 'mdxJsxFlowElement' ? toFlow([inline]) : [inline];
  }
  const html = name ? transformHtmlElement(element, ctx) : undefined;
  const nodes = html ?? transformNodes(element.children, ctx);
  return element.type === 'mdxJsxFlowElement' ? toFlow(nodes) : nodes;
}

/** `## Title {#custom-id}` → `## Title`: the id is an anchor on the site, noise in Markdown. */
function withoutHeadingId(heading: Heading): Heading {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') {
    return heading;
  }
  const value = last.value.replace(/\s*\{#[^}\s]+\}\s*$/, '');
  return {
    ...heading,
    children: [...heading.children.slice(0, -1), ...(value ? [text(value)] : [])],
  };
}

export function transformNode(node: Node, ctx: TransformContext): Node[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'html':
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value) ? [] : [node];
    case 'mdxFlowExpression': {
      const value = expressionText(node);
      return value ? [paragraph([text(value)])] : [];
    }
    case 'mdxTextExpression': {
      const value = expressionText(node);
      return value ? [text(value)] : [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return transformJsx(node, ctx);
    case 'containerDirective':
    case 'leafDirective':
    case 'textDirective':
      return transformDirective(node, ctx);
    case 'heading':
      return [transformChildren(withoutHeadingId(node), ctx)];
    case 'code':
      // ```mermaid live is our build's switch to the browser-drawn diagram (src/plugins/mermaid-svg),
      // not part of the diagram: the Markdown reader gets a plain ```mermaid block.
      if (node.lang === 'mermaid' && node.meta) {
        const meta = node.meta.replace(/(^|\s)live(?=\s|$)/, '').trim();
        return [{...node, meta: meta || null}];
      }
      return [node];
    case 'paragraph':
      // Inline components may turn into blocks (a tab section, a code block): split around them.
      return toFlow(transformNodes(node.children, ctx));
    case 'link':
    case 'definition':
      return [transformChildren({...node, url: ctx.rewriteUrl(node.url, 'link') ?? node.url}, ctx)];
    case 'image': {
      const url = ctx.rewriteUrl(node.url, 'image');
      if (url === undefined) {
        return node.alt ? [imageText(node.alt)] : [];
      }
      return [{...node, url}];
    }
    default:
      return [transformChildren(node, ctx)];
  }
}
