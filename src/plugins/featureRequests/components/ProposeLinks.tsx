import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

import {site} from '@site/src/data/site';

/**
 * Where the framework takes new ideas, as its contributing guide (CONTRIBUTING.md, "Feature
 * requests") names them: an issue from the feature template, or its own board for casual ideas.
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
          board: (
            <Link href="https://docusaurus.io/feature-requests">
              <Translate id="featureRequests.propose.board">
                the framework's feature-request board
              </Translate>
            </Link>
          ),
        }}>
        {
          'Have an idea that is not listed? The framework asks for {issue}, written as a detailed proposal, or a post on {board} for a more casual idea.'
        }
      </Translate>
    </p>
  );
}
