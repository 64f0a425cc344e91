/**
 * Node types of the Markdown tree our parser produces (mdast plus the MDX, directive, math and
 * front matter extensions), and small helpers to read JSX attributes and literal expressions.
 */
import type {Parent, PhrasingContent, RootContent} from 'mdast';
// Type-only imports that register the extension node types (JSX, ESM, expressions, directives,
// math, front matter) in mdast's content maps.
import type {} from 'remark-mdx';
import type {} from 'remark-directive';
import type {} from 'remark-math';
import type {} from 'remark-frontmatter';

export type Node = RootContent;
export type JsxElement = Extract<Node, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;
export type Expression = Extract<Node, {type: 'mdxFlowExpression' | 'mdxTextExpression'}>;
export type Esm = Extract<Node, {type: 'mdxjsEsm'}>;
export type Directive = Extract<
  Node,
  {type: 'containerDirective' | 'leafDirective' | 'textDirective'}
>;
export type Program = NonNullable<NonNullable<Esm['data']>['estree']>;
type Statement = Program['body'][number];
export type JsExpression = Extract<Statement, {type: 'ExpressionStatement'}>['expression'];

export function isParent(node: Node): node is Extract<Node, Parent> {
  return 'children' in node;
}

/** Replaces a parent's children; the transforms keep flow content in flow and phrasing in phrasing. */
export function withChildren<T extends Extract<Node, Parent>>(node: T, children: Node[]): T {
  return {...node, children} as T;
}

/** The plain text of a node and its descendants. */
export function textContent(node: Node): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxjsEsm') {
    return node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression'
      ? (expressionText(node) ?? '')
      : node.value;
  }
  return isParent(node) ? node.children.map(textContent).join('') : '';
}

/** The single expression of an estree program, if it has exactly that. */
function onlyExpression(program: Program | null | undefined): JsExpression | undefined {
  const [statement, ...rest] = program?.body ?? [];
  return statement?.type === 'ExpressionStatement' && rest.length === 0
    ? statement.expression
    : undefined;
}

/** The value of a string literal or a template literal without placeholders. */
export function literalString(expression: JsExpression | undefined): string | undefined {
  if (expression?.type === 'Literal') {
    return typeof expression.value === 'string' || typeof expression.value === 'number'
      ? String(expression.value)
      : undefined;
  }
  if (expression?.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
  }
  return undefined;
}

/** The text an MDX expression shows when it is a plain string (`{'<'}`); comments show nothing. */
export function expressionText(node: Expression): string | undefined {
  return literalString(onlyExpression(node.data?.estree));
}

type Attribute = JsxElement['attributes'][number];

function findAttribute(element: JsxElement, name: string): Attribute | undefined {
  return element.attributes.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );
}

/** An attribute's string value: `a="x"` or `a={'x'}`; `undefined` for anything computed. */
export function stringAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = findAttribute(element, name);
  if (attribute?.type !== 'mdxJsxAttribute') {
    return undefined;
  }
  const {value} = attribute;
  if (typeof value === 'string') {
    return value;
  }
  return value ? literalString(onlyExpression(value.data?.estree)) : undefined;
}

/** An attribute's expression, for values such as `values={[{label: 'a', value: 'b'}]}`. */
export function expressionAttribute(element: JsxElement, name: string): JsExpression | undefined {
  const attribute = findAttribute(element, name);
  if (attribute?.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object') {
    return undefined;
  }
  return onlyExpression(attribute.value?.data?.estree);
}

/** Reads `[{value: 'a', label: 'A'}, ...]` (the Tabs `values` prop) into a value → label map. */
export function tabLabelsFromValues(expression: JsExpression | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  if (expression?.type !== 'ArrayExpression') {
    return labels;
  }
  for (const element of expression.elements) {
    if (element?.type !== 'ObjectExpression') {
      continue;
    }
    const fields = new Map<string, string>();
    for (const property of element.properties) {
      if (property.type !== 'Property') {
        continue;
      }
      const key =
        property.key.type === 'Identifier' ? property.key.name : literalString(property.key);
      const value = property.value.type === 'Literal' ? literalString(property.value) : undefined;
      if (key !== undefined && value !== undefined) {
        fields.set(key, value);
      }
    }
    const value = fields.get('value');
    if (value !== undefined) {
      labels.set(value, fields.get('label') ?? value);
    }
  }
  return labels;
}

/** Default export names imported from Markdown partials: `import Intro from './_intro.mdx'`. */
export function partialImports(node: Esm): Map<string, string> {
  const imports = new Map<string, string>();
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type !== 'ImportDeclaration') {
      continue;
    }
    const source = statement.source.value;
    if (typeof source !== 'string' || !/\.mdx?$/.test(source)) {
      continue;
    }
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') {
        imports.set(specifier.local.name, source);
      }
    }
  }
  return imports;
}

export function text(value: string): PhrasingContent {
  return {type: 'text', value};
}
