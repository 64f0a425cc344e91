/**
 * What a key does in a desktop navbar dropdown (version, language). The theme's toggle is a link
 * with role="button" that opens on Enter only; these are the other keys a reader expects of a
 * button that shows a list: Space toggles it, Escape closes it (WCAG 1.4.13: content shown on
 * hover or focus can be dismissed) and gives the focus back to the toggle, and the arrow keys,
 * Home and End move through the entries.
 */
export type DropdownKeyAction =
  /** Opens a closed dropdown or closes an open one; the focus stays on the toggle. */
  | {type: 'toggle'}
  /** Closes the dropdown and focuses its toggle. */
  | {type: 'close'}
  /** Opens the dropdown if needed and focuses the entry at `index`. */
  | {type: 'focus'; index: number};

export type DropdownFocus = {
  /** The index of the focused entry, or null when the toggle has the focus. */
  item: number | null;
  itemCount: number;
  expanded: boolean;
};

/** The action for `key` (a KeyboardEvent key), or null when the key is left to the browser. */
export function dropdownKeyAction(key: string, focus: DropdownFocus): DropdownKeyAction | null {
  const {item, itemCount, expanded} = focus;
  const last = itemCount - 1;
  if (key === 'Escape') {
    return expanded || item !== null ? {type: 'close'} : null;
  }
  if (item === null) {
    if (key === ' ') {
      return {type: 'toggle'};
    }
    if (itemCount === 0) {
      return null;
    }
    if (key === 'ArrowDown') {
      return {type: 'focus', index: 0};
    }
    return key === 'ArrowUp' ? {type: 'focus', index: last} : null;
  }
  switch (key) {
    case 'ArrowDown':
      return {type: 'focus', index: item >= last ? 0 : item + 1};
    case 'ArrowUp':
      return {type: 'focus', index: item <= 0 ? last : item - 1};
    case 'Home':
      return {type: 'focus', index: 0};
    case 'End':
      return {type: 'focus', index: last};
    default:
      return null;
  }
}
