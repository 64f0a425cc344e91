import React, {type ReactNode, type SVGProps} from 'react';

import LineIcon from './LineIcon';

/** A globe with meridians: a site in several languages. */
export default function IconGlobe(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </LineIcon>
  );
}
