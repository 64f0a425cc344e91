import React, {type ReactNode, type SVGProps} from 'react';

/**
 * The frame every line icon shares: a 24×24 view box and round 1.6-unit strokes that paint with
 * the surrounding text colour. Icons pass their shapes as children.
 */
export default function LineIcon({children, ...props}: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}>
      {children}
    </svg>
  );
}
