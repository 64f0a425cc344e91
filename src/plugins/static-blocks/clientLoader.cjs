/**
 * Browser build only: in the compiled MDX of a doc or blog post, each block rehype.ts marked keeps
 * its element and props but loses its children; it gets the server's HTML for them instead
 * (client/staticBlocks.ts):
 *   _jsxs(_components.p, {"data-sb": "Ab3", children: [...]})
 *   → _jsxs(_components.p, {"data-sb": "Ab3", dangerouslySetInnerHTML: __staticBlock("Ab3", __page.permalink)})
 * Diagrams drawn at build time lose their SVG props the same way (drawnDiagramEdits).
 * Only modules with marked blocks and route metadata (`export {default as metadata} from '…'`)
 * are changed: the permalink says which page holds the HTML. Partials keep their children.
 * Each changed module exports `lastStaticBlock`, the id of its last block: the router's preload
 * reads it from the modules of the page it loads to know whether that page's HTML is needed.
 * Fails the build when it meets a marked block it cannot rewrite, rather than shipping it half done.
 */
const acorn = require('acorn');

const RUNTIME = require.resolve('./client/staticBlocks.ts');

const keyName = (property) =>
  property.type === 'Property' && !property.computed
    ? (property.key.name ?? property.key.value)
    : undefined;

/** Calls `visit` on every node of an estree AST. */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') {
    return;
  }
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      value.forEach((child) => walk(child, visit));
    } else if (value && typeof value === 'object' && typeof value.type === 'string') {
      walk(value, visit);
    }
  }
}

/** The module `metadata` is re-exported from, or undefined. */
function metadataSource(program) {
  for (const node of program.body) {
    if (node.type === 'ExportNamedDeclaration' && node.source) {
      const named = node.specifiers.some(
        (specifier) => (specifier.exported.name ?? specifier.exported.value) === 'metadata',
      );
      if (named) {
        return node.source.value;
      }
    }
  }
  return undefined;
}

const stringProp = (node, name) => {
  const property = node.properties.find((candidate) => keyName(candidate) === name);
  return property?.value.type === 'Literal' && typeof property.value.value === 'string'
    ? property
    : undefined;
};

/**
 * A diagram drawn at build time (mermaid-svg) carries both its SVGs as props, which
 * src/theme/Mermaid/StaticDiagram.tsx renders into elements marked `<svgId>-light` and
 * `<svgId>-dark`: the browser takes them from there, like a static block.
 */
function drawnDiagramEdits(node) {
  const svgId = stringProp(node, 'svgId');
  if (!svgId) {
    return [];
  }
  return ['light', 'dark'].flatMap((mode) => {
    const svg = stringProp(node, mode === 'light' ? 'svgLight' : 'svgDark');
    const id = `${svgId.value.value}-${mode}`;
    return svg
      ? [
          {
            id,
            start: svg.value.start,
            end: svg.value.end,
            text: `__staticBlock(${JSON.stringify(id)}, __page.permalink).__html`,
          },
        ]
      : [];
  });
}

/**
 * @param {string} source compiled MDX (JavaScript)
 * @param {string} runtime the import path of client/staticBlocks.ts
 * @returns {string}
 */
function dropStaticChildren(source, runtime = RUNTIME) {
  if (!source.includes('"data-sb"')) {
    return source;
  }
  const program = acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  const metadata = metadataSource(program);
  if (metadata === undefined) {
    return source;
  }
  const edits = [];
  walk(program, (node) => {
    if (node.type !== 'ObjectExpression') {
      return;
    }
    edits.push(...drawnDiagramEdits(node));
    const id = node.properties.find((property) => keyName(property) === 'data-sb');
    if (!id) {
      return;
    }
    const children = node.properties.find((property) => keyName(property) === 'children');
    if (id.value.type !== 'Literal' || typeof id.value.value !== 'string' || !children) {
      throw new Error(
        `static-blocks: a marked block has an unexpected shape: ${source.slice(node.start, node.start + 80)}`,
      );
    }
    edits.push({
      id: id.value.value,
      start: children.start,
      end: children.end,
      text: `dangerouslySetInnerHTML: __staticBlock(${JSON.stringify(id.value.value)}, __page.permalink)`,
    });
  });
  if (edits.length === 0) {
    return source;
  }
  let output = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  // Edits are now sorted last first: the module's last block, which a page holds only if it holds
  // all of the module's blocks (a post's excerpt ends before the post does).
  return [
    `import {useStaticBlock as __staticBlock} from ${JSON.stringify(runtime)};`,
    `import __page from ${JSON.stringify(metadata)};`,
    `export const lastStaticBlock = ${JSON.stringify(edits[0].id)};`,
    output,
  ].join('\n');
}

module.exports = function staticBlocksLoader(source) {
  return dropStaticChildren(source);
};
module.exports.dropStaticChildren = dropStaticChildren;
