/**
 * Remark plugin: a page with a formula links KaTeX's stylesheet itself.
 *
 * The stylesheet was a client module, so its rules and its fonts' `@font-face` lines were part of
 * the one global CSS file that every page downloads before its first paint: 4.7 kB of the 29.7 kB
 * (gzip), for the three pages that show formulas. This plugin runs after remark-math, which turns
 * `$…$` and `$$…$$` into `inlineMath` and `math` nodes; on a page with any, it adds
 * `<link rel="stylesheet" href={href} precedence="katex" />`. React 19 treats such a link as a
 * resource: the server writes it ahead of the page's content, so the formulas are styled at the
 * first paint, and after a client-side navigation React shows the page once the stylesheet has
 * loaded. The lean-bundle plugin serves the file at `href` (its katexStylesheet.ts).
 */
import type {Node, Parent, Root} from 'mdast';

export interface Options {
  /** The stylesheet's address, base URL included. */
  href: string;
}

function hasMath(node: Node): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') {
    return true;
  }
  return 'children' in node && (node as Parent).children.some(hasMath);
}

export default function remarkMathStylesheet({href}: Options) {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return (tree: Root): void => {
    if (hasMath(tree)) {
      tree.children.unshift({
        type: 'mdxJsxFlowElement',
        name: 'link',
        attributes: [
          attribute('rel', 'stylesheet'),
          attribute('href', href),
          attribute('precedence', 'katex'),
        ],
        children: [],
      } as unknown as Root['children'][number]);
    }
  };
}
