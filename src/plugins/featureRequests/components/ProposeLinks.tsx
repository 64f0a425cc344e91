import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

import {site} from '@site/src/data/site';

/** Where ideas are actually discussed: the framework's GitHub discussions and issues. */
export default function ProposeLinks(): ReactNode {
  return (
    <p>
      <Translate
        id="featureRequests.propose"
        values={{
          discussions: (
            <Link href={`${site.repoUrl}/discussions`}>
              <Translate id="featureRequests.propose.discussions">GitHub Discussions</Translate>
            </Link>
          ),
          issue: (
            <Link href={`${site.repoUrl}/issues/new/choose`}>
              <Translate id="featureRequests.propose.issue">open a feature request issue</Translate>
            </Link>
          ),
        }}>
        {
          'Have an idea that is not listed? Talk it through in {discussions}, then {issue}. Vote on existing ideas with a 👍 reaction on their issue.'
        }
      </Translate>
    </p>
  );
}
