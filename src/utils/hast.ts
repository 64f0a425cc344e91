/** A hast node, as far as this site's rehype plugins read it. */
export type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** Calls `visit` on `node` and every node below it, parents first. */
export function walk(node: HastNode, visit: (node: HastNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/** The class names of an element, as rehype stores them. */
export function classNames(node: HastNode): unknown[] {
  const className = node.properties?.className;
  return Array.isArray(className) ? className : [];
}
