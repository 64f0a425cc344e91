import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

import {site} from '@site/src/data/site';

/**
 * Where the framework takes new ideas: an issue from the feature template for a detailed
 * proposal, GitHub Discussions for a casual one. (Its contributing guide also names a board at
 * /feature-requests, but on this site that address is this list, which takes no posts.)
 */
export default function ProposeLinks(): ReactNode {
  return (
    <p>
      <Translate
        id="featureRequests.propose"
        values={{
          issue: (
            <Link href={`${site.repoUrl}/issues/new?template=feature.yml`}>
              <Translate id="featureRequests.propose.issue">
                an issue from the feature template
              </Translate>
            </Link>
          ),
          discussions: (
            <Link href={`${site.repoUrl}/discussions`}>
              <Translate id="featureRequests.propose.discussions">GitHub Discussions</Translate>
            </Link>
          ),
        }}>
        {
          'Have an idea that is not listed? Open {issue}, written as a detailed proposal, or start a thread in {discussions} for a more casual idea.'
        }
      </Translate>
    </p>
  );
}
