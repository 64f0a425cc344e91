import {simpleHash} from '@docusaurus/utils';
import {walk, type HastNode} from './hast';

const LABEL_ID = 'footnote-label';

/**
 * A blog list page shows several posts, each compiled on its own. The blog plugin makes the ids
 * of footnotes unique per post (its footnoteIDFixer appends a hash of the file path), but not the
 * id of the "Footnotes" heading that every footnote reference names in aria-describedby. With two
 * posts with footnotes on one page, that id appeared twice and screen readers could describe a
 * reference with the other post's heading. This gives the heading the same per-file suffix.
 */
export default function rehypeFootnoteLabel() {
  return (tree: HastNode, file: {path?: string}): void => {
    const id = `${LABEL_ID}-${simpleHash(file.path ?? '', 6)}`;
    walk(tree, ({properties}) => {
      if (properties?.id === LABEL_ID) {
        properties.id = id;
      }
      const describedBy = properties?.ariaDescribedBy;
      if (properties && Array.isArray(describedBy)) {
        properties.ariaDescribedBy = describedBy.map((value) => (value === LABEL_ID ? id : value));
      }
    });
  };
}
