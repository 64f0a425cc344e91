// Adds our table to the components Markdown renders with: wide tables become keyboard
// scrollable (see ScrollableTable). Every other entry is the theme's own.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {...MDXComponents, table: ScrollableTable};
