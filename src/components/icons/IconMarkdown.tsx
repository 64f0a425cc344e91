import React, {type ReactNode, type SVGProps} from 'react';

import LineIcon from './LineIcon';

/** A page with a down arrow: writing in Markdown and MDX. */
export default function IconMarkdown(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <LineIcon {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M6 15V9l2.5 3L11 9v6" />
      <path d="M16 9v6m-2.2-2.2L16 15l2.2-2.2" />
    </LineIcon>
  );
}
