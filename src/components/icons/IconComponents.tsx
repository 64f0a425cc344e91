import React, {type ReactNode, type SVGProps} from 'react';

import LineIcon from './LineIcon';

/** A tag inside a frame: React components placed in content. */
export default function IconComponents(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <LineIcon {...props}>
      <rect x="2.5" y="4" width="19" height="16" rx="2.5" />
      <path d="m9 9.5-3 2.5 3 2.5m6-5 3 2.5-3 2.5m-1.8-6.5-2.4 8" />
    </LineIcon>
  );
}
