import React, {type ReactNode, type SVGProps} from 'react';

import LineIcon from './LineIcon';

/** A downward chevron: a button that opens a menu. */
export default function IconChevronDown(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <LineIcon {...props}>
      <path d="m6 9.5 6 6 6-6" />
    </LineIcon>
  );
}
