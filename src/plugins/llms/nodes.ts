/**
 * Builders of the plain Markdown nodes the MDX transform (transform.ts) produces: paragraphs,
 * bold lines, admonition blockquotes, section headings, and the checks that keep phrasing
 * content inside paragraphs and drop wrappers left empty.
 */
import type {Blockquote, Heading, Paragraph, PhrasingContent} from 'mdast';
import {type Node, text, isParent} from './mdast';

const PHRASING_TYPES = new Set<string>([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'inlineMath',
  'html',
]);

export function isPhrasing(node: Node): node is PhrasingContent {
  return PHRASING_TYPES.has(node.type);
}

/** In flow positions, consecutive phrasing nodes are gathered into paragraphs. */
export function toFlow(nodes: Node[]): Node[] {
  const out: Node[] = [];
  let inline: PhrasingContent[] = [];
  const flush = () => {
    if (inline.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
      out.push({type: 'paragraph', children: inline});
    }
    inline = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) {
      inline.push(node);
    } else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

export function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

export function boldLine(value: string): Paragraph {
  return paragraph([{type: 'strong', children: [text(value)]}]);
}

/** "tip" → "Tip", "my-custom-admonition" → "My custom admonition". */
function admonitionLabel(type: string): string {
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function admonition(type: string, title: string | undefined, body: Node[]): Blockquote {
  const label = admonitionLabel(type);
  const heading = title ? `${label}: ${title}` : label;
  // A blockquote holds flow content only; toFlow wraps any stray phrasing in paragraphs.
  const children = toFlow([boldLine(heading), ...body]);
  return {type: 'blockquote', children: children as Blockquote['children']};
}

/** Stands for an image whose file has no stable URL. */
export function imageText(alt: string): PhrasingContent {
  return {type: 'emphasis', children: [text(`Image: ${alt}`)]};
}

export function sectionHeading(label: string): Heading {
  return {type: 'heading', depth: 4, children: [text(label)]};
}

const DROPPED_WHEN_EMPTY = new Set<string>(['paragraph', 'strong', 'emphasis', 'delete']);

/** A paragraph or emphasis left empty once its components were removed (`**{props.name}**`). */
export function isEmptyWrapper(node: Node): boolean {
  return (
    DROPPED_WHEN_EMPTY.has(node.type) &&
    isParent(node) &&
    node.children.every((child) => child.type === 'text' && child.value.trim() === '')
  );
}
