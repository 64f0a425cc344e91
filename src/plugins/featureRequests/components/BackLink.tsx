import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

export default function BackLink({boardPath}: {boardPath: string}): ReactNode {
  return (
    <Link to={boardPath}>
      ← <Translate id="featureRequests.back">All feature requests</Translate>
    </Link>
  );
}
