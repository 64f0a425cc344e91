/**
 * Remark plugin: each live code block (```jsx live) carries its code compiled at build time, as
 * the `liveBody` property that the framework passes on to the block's Playground with its
 * meta string, and a page with such a block imports what shows it (EditOnDemand). With both,
 * src/theme/Playground shows the block's result as soon as the page loads and downloads the editor
 * (react-live, sucrase and Prism) only once the reader reaches for it.
 * A block that does not compile is left as it is; the editor then reports its error as before.
 */
import type {Code, Node, Root} from 'mdast';
import {isNoInline} from '../../utils/liveCode';
import {mdxImport} from '../../utils/mdxImport';
import {compileLiveCode} from './compile';

/** What shows a compiled block; a page with one imports it, so it comes with the page's code. */
export const EDIT_ON_DEMAND_SOURCE = '@site/src/theme/Playground/EditOnDemand';

/** Whether the framework treats a code block as live (its mdx1Compat codeCompatPlugin). */
function isLive(node: Code): boolean {
  return node.meta?.split(' ').includes('live') ?? false;
}

function liveCodeBlocks(node: Node, found: Code[] = []): Code[] {
  if (node.type === 'code' && isLive(node as Code)) {
    found.push(node as Code);
  } else if ('children' in node && Array.isArray(node.children)) {
    for (const child of node.children as Node[]) {
      liveCodeBlocks(child, found);
    }
  }
  return found;
}

export default function remarkLivePlayground() {
  return (root: Root): void => {
    let compiledBlocks = 0;
    for (const node of liveCodeBlocks(root)) {
      const compiled = compileLiveCode(node.value, isNoInline(node.meta));
      if (compiled) {
        node.data = {
          ...node.data,
          hProperties: {...node.data?.hProperties, liveBody: compiled.body},
        };
        compiledBlocks += 1;
      }
    }
    if (compiledBlocks > 0) {
      root.children.unshift(mdxImport(EDIT_ON_DEMAND_SOURCE));
    }
  };
}
