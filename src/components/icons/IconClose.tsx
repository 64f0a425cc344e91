import React, {type ReactNode, type SVGProps} from 'react';

import LineIcon from './LineIcon';

/** A cross: closing a dialog. */
export default function IconClose(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <LineIcon {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </LineIcon>
  );
}
