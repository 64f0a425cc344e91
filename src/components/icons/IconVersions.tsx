import React, {type ReactNode, type SVGProps} from 'react';

import LineIcon from './LineIcon';

/** Three stacked sheets: one set of docs per release. */
export default function IconVersions(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <LineIcon {...props}>
      <path d="M12 3 3 7.5 12 12l9-4.5L12 3Z" />
      <path d="m3 12 9 4.5 9-4.5" />
      <path d="m3 16.5 9 4.5 9-4.5" />
    </LineIcon>
  );
}
