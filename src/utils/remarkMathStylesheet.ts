/**
 * Remark plugin: a page with a formula imports KaTeX's stylesheet itself.
 *
 * The stylesheet was a client module, so its rules and its fonts' `@font-face` lines were part of
 * the one global CSS file that every page downloads before its first paint: 4.7 kB of the 29.7 kB
 * (gzip), for the three pages that show formulas. This plugin runs after remark-math, which turns
 * `$…$` and `$$…$$` into `inlineMath` and `math` nodes; on a page with any, it adds the import.
 * The lean-bundle plugin keeps the stylesheet out of the global CSS file (its `katex` cache group),
 * so it ships as a file of its own: the server links it from these pages' head, and on a
 * client-side navigation the bundler's runtime loads it with the page's chunk, before showing it.
 */
import type {Node, Parent, Root} from 'mdast';
import {mdxImport} from './mdxImport';

export const KATEX_STYLESHEET = 'katex/dist/katex.min.css';

function hasMath(node: Node): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') {
    return true;
  }
  return 'children' in node && (node as Parent).children.some(hasMath);
}

export default function remarkMathStylesheet() {
  return (tree: Root): void => {
    if (hasMath(tree)) {
      tree.children.unshift(mdxImport(KATEX_STYLESHEET));
    }
  };
}
