import React, {type ComponentProps, type ReactNode} from 'react';

/** A four-pointed spark, the icon of the custom admonition; it paints with `currentColor`. */
export default function IconSpark(props: ComponentProps<'svg'>): ReactNode {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" {...props}>
      <path
        fill="currentColor"
        d="M8 0c.5 3.9 2.1 5.5 6 6-3.9.5-5.5 2.1-6 6-.5-3.9-2.1-5.5-6-6 3.9-.5 5.5-2.1 6-6Zm5 10c.2 1.6.9 2.3 2.5 2.5-1.6.2-2.3.9-2.5 2.5-.2-1.6-.9-2.3-2.5-2.5 1.6-.2 2.3-.9 2.5-2.5Z"
      />
    </svg>
  );
}
