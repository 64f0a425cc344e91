/**
 * Remark plugin: each ```mermaid code block becomes the theme's `mermaid` element carrying the
 * diagram drawn at build time in light and dark (`svgId`, `svgLight`, `svgDark`), so the page needs
 * no Mermaid script. A block marked ```mermaid live is marked `live`: @docusaurus/theme-mermaid
 * draws it in the browser, and its build-time drawing holds its place until then, so the page
 * does not move. When the build cannot draw (no Chromium), or a diagram fails to draw, the block
 * becomes a `mermaid` element marked `lazy` (a live one, a plain one): the browser draws it when it
 * nears the viewport (src/theme/Mermaid).
 *
 * Runs before the framework's own remark plugins (`beforeDefaultRemarkPlugins`), which would turn
 * the code block into a `mermaid` element and drop its meta string.
 */
import logger from '@docusaurus/logger';
import type {Code, Node, Parent, Root} from 'mdast';
import type {MermaidRenderer} from './renderer';
import {diagramId, isLive, renameSvgIds, type RenderedDiagram} from './utils';

interface MermaidElementData {
  hName: 'mermaid';
  hProperties: {
    value: string;
    lazy?: true;
    live?: true;
    svgId?: string;
    svgLight?: string;
    svgDark?: string;
  };
}

/** A diagram as the theme's `mermaid` MDX element, which src/theme/Mermaid renders. */
interface MermaidElement extends Node {
  type: 'mermaidElement';
  data: MermaidElementData;
}

declare module 'mdast' {
  interface RootContentMap {
    mermaidElement: MermaidElement;
  }
}

interface Found {
  node: Code;
  parent: Parent;
  index: number;
  live: boolean;
}

function mermaidBlocks(node: Node, found: Found[] = []): Found[] {
  if ('children' in node && Array.isArray(node.children)) {
    const parent = node as Parent;
    parent.children.forEach((child, index) => {
      if (child.type === 'code' && child.lang === 'mermaid') {
        found.push({node: child, parent, index, live: isLive(child.meta)});
      } else {
        mermaidBlocks(child, found);
      }
    });
  }
  return found;
}

/** The element for a diagram; `occurrence` counts the equal diagrams met so far on the page. */
function mermaidElement(
  value: string,
  drawn: RenderedDiagram | undefined,
  occurrence: number,
  live: boolean,
) {
  let hProperties: MermaidElementData['hProperties'] = live ? {value} : {value, lazy: true};
  if (drawn) {
    const drawnId = diagramId(drawn.hash);
    const id = diagramId(drawn.hash, occurrence);
    hProperties = {
      value,
      ...(live ? {live: true} : {}),
      svgId: id,
      svgLight: renameSvgIds(drawn.svg.light, drawnId, id),
      svgDark: renameSvgIds(drawn.svg.dark, drawnId, id),
    };
  }
  const element: MermaidElement = {type: 'mermaidElement', data: {hName: 'mermaid', hProperties}};
  return element;
}

/** `renderer` is undefined when the build cannot draw diagrams. */
export function remarkMermaidSvg(renderer: () => MermaidRenderer | undefined) {
  return () =>
    async (root: Root, file: {path?: string}): Promise<void> => {
      const blocks = mermaidBlocks(root);
      const drawer = blocks.length > 0 ? renderer() : undefined;
      const seen = new Map<string, number>();
      for (const {node, parent, index, live} of blocks) {
        let drawn: RenderedDiagram | undefined;
        try {
          drawn = await drawer?.render(node.value);
        } catch (error) {
          logger.warn(
            `A Mermaid diagram in ${file.path ?? 'a Markdown file'} could not be drawn at build time; the browser will draw it. ${String(error)}`,
          );
        }
        // Equal diagrams on one page get ids of their own.
        const occurrence = (drawn ? (seen.get(drawn.hash) ?? 0) : 0) + 1;
        if (drawn) {
          seen.set(drawn.hash, occurrence);
        }
        parent.children[index] = mermaidElement(node.value, drawn, occurrence, live);
      }
    };
}
