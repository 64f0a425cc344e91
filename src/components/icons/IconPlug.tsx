import React, {type ReactNode, type SVGProps} from 'react';

import LineIcon from './LineIcon';

/** A plug and its cable: features added through plugins. */
export default function IconPlug(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <LineIcon {...props}>
      <path d="M9 3v4m6-4v4" />
      <path d="M6.5 7h11v3.5a5.5 5.5 0 0 1-11 0V7Z" />
      <path d="M12 16v2.5a2.5 2.5 0 0 0 2.5 2.5H18" />
    </LineIcon>
  );
}
