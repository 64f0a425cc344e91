import React, {type ReactNode, type SVGProps} from 'react';

import LineIcon from './LineIcon';

/** Four corners pointing outwards: showing something larger. */
export default function IconExpand(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <LineIcon {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </LineIcon>
  );
}
