// Stands in for @docusaurus/ErrorBoundary in unit tests: renders its children, with no fallback.
import type {ReactNode} from 'react';

export default function ErrorBoundary({children}: {children: ReactNode}): ReactNode {
  return children;
}
