import {classNames, walk, type HastNode} from './hast';

const isList = (node: HastNode) => node.tagName === 'ul' || node.tagName === 'ol';

/** The text of `node`, leaving out nested lists (their items are labelled on their own). */
function ownText(node: HastNode): string {
  if (node.type === 'text') {
    return node.value ?? '';
  }
  return (node.children ?? [])
    .filter((child) => !isList(child))
    .map(ownText)
    .join('');
}

/**
 * GitHub-style task lists (`- [x] Done`) render each item's checkbox as a bare disabled
 * <input type="checkbox">, with the item's text next to it but not tied to it: the checkbox has
 * no accessible name (axe rule "label", critical). Each checkbox gets its item's text as aria-label.
 */
export default function rehypeTaskListLabels() {
  return (tree: HastNode): void => {
    walk(tree, (item) => {
      if (item.tagName !== 'li' || !classNames(item).includes('task-list-item')) {
        return;
      }
      // A tight list puts the checkbox in the item; a loose one, in the item's first paragraph.
      const holder = item.children?.find((child) => child.tagName === 'p') ?? item;
      const checkbox = holder.children?.find(
        (child) => child.tagName === 'input' && child.properties?.type === 'checkbox',
      );
      const label = ownText(holder).replace(/\s+/g, ' ').trim();
      if (checkbox?.properties && label !== '' && checkbox.properties.ariaLabel === undefined) {
        checkbox.properties.ariaLabel = label;
      }
    });
  };
}
