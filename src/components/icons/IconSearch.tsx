import React, {type ReactNode, type SVGProps} from 'react';

import LineIcon from './LineIcon';

/** A magnifying glass: finding a page by its words. */
export default function IconSearch(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <LineIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5M8 10.5h5" />
    </LineIcon>
  );
}
