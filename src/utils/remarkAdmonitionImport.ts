/**
 * Remark plugin: a page that shows an admonition imports the theme's Admonition itself.
 *
 * The theme renders `:::note` and its kin through the `admonition` entry of its MDX component map,
 * and that map is part of every Markdown page's bundle: the admonition code (the component, its
 * six types and their icons, about 2.5 kB gzip) came with pages that have none. This plugin runs
 * after the framework's own, which marks each `:::` container to become an `admonition` element
 * (`data.hName`); it points those at a component the page imports instead, and adds the import.
 * The bundler then ships the admonition code with the pages that use it; src/theme/Admonition,
 * which the map and the framework's unlisted and draft banners still name, loads it on demand
 * for everything else.
 */
import type {Node, Parent, Root} from 'mdast';
import {mdxImport} from './mdxImport';

/** The local name the page imports the component under. Capitalised: MDX reads it as a binding. */
export const ADMONITION_BINDING = 'AdmonitionOnPage';
/** The theme's own component, not our on-demand wrapper of it (src/theme/Admonition). */
export const ADMONITION_SOURCE = '@theme-original/Admonition';

/** A node the framework's admonitions plugin marked to become the `admonition` element. */
type MarkedNode = Node & {data: {hName: string}};

const isAdmonition = (node: Node): node is MarkedNode =>
  (node.data as {hName?: unknown} | undefined)?.hName === 'admonition';

/** Points every admonition under `node` at the imported component; returns how many it found. */
function renameAdmonitions(node: Node): number {
  let renamed = 0;
  if (isAdmonition(node)) {
    node.data.hName = ADMONITION_BINDING;
    renamed += 1;
  }
  for (const child of 'children' in node ? (node as Parent).children : []) {
    renamed += renameAdmonitions(child);
  }
  return renamed;
}

/** The on-demand wrapper a page may import to write `<Admonition>` in JSX. */
const WRAPPER_SOURCE = '@theme/Admonition';

interface ImportSource {
  type: string;
  source?: {value: unknown; raw?: string};
}

/**
 * Points the page's own imports of the on-demand wrapper at the theme's component, the one its
 * `:::` blocks use: otherwise a page with both downloads the admonition code twice, in its own
 * code and again in the wrapper's chunk.
 */
function importThemeAdmonition(tree: Root): void {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') {
      continue;
    }
    const body = (node.data?.estree?.body ?? []) as ImportSource[];
    for (const statement of body) {
      if (statement.type === 'ImportDeclaration' && statement.source?.value === WRAPPER_SOURCE) {
        statement.source.value = ADMONITION_SOURCE;
        statement.source.raw = `'${ADMONITION_SOURCE}'`;
      }
    }
  }
}

export default function remarkAdmonitionImport() {
  return (tree: Root): void => {
    if (renameAdmonitions(tree) > 0) {
      importThemeAdmonition(tree);
      tree.children.unshift(mdxImport(ADMONITION_SOURCE, ADMONITION_BINDING));
    }
  };
}
