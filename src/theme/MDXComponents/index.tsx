// Adds to the components Markdown renders with:
// - our table: wide tables become keyboard scrollable (see ScrollableTable);
// - `CodeBlock`, for docs that show it in JSX without importing it. A doc that imported it got
//   its own copy of the code block and live playground modules in its content chunk, beside the
//   copy this module's `pre` already loads (3.3 KB of gzip JavaScript twice on the code blocks
//   guide).
// Every other entry is the theme's own.
import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {...MDXComponents, table: ScrollableTable, CodeBlock};
