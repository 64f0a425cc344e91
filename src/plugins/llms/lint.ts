/**
 * Finds MDX leftovers in a Markdown twin. JSX: a capitalised tag (`<Tabs>`, `<Foo />`) that a
 * Markdown reader parses as raw HTML. ESM: a paragraph that is an `import` or `export`
 * statement. Code blocks and inline code are left alone.
 * Used by the tests to check every twin the build writes.
 */
import type {Nodes} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

const COMPONENT_TAG = /<\/?[A-Z][A-Za-z.]*[\s/>]/g;
const ESM_STATEMENT = /^(import\s.*\sfrom\s|import\s+['"]|export\s+(default|const|function|\{))/;

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

function collect(node: Nodes, found: string[]): void {
  if (node.type === 'html') {
    found.push(...(node.value.match(COMPONENT_TAG) ?? []));
  }
  if (node.type === 'paragraph') {
    const [first] = node.children;
    if (first?.type === 'text' && ESM_STATEMENT.test(first.value)) {
      found.push(first.value.split('\n')[0] ?? '');
    }
  }
  if ('children' in node) {
    for (const child of node.children) {
      collect(child, found);
    }
  }
}

export function mdxLeftovers(markdown: string): string[] {
  const found: string[] = [];
  collect(parser.parse(markdown), found);
  return found;
}
