import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import BackLink from './BackLink';
import ProposeLinks from './ProposeLinks';
import styles from './styles.module.css';

/** Shown for a path under the board that names no request. */
export default function RequestNotFound({
  slug,
  boardPath,
}: {
  slug: string;
  boardPath: string;
}): ReactNode {
  return (
    <main className="container margin-vert--lg">
      <article className={styles.detail} data-testid="feature-request-not-found">
        <BackLink boardPath={boardPath} />
        <Heading as="h1">
          <Translate id="featureRequests.notFound.title">Feature request not found</Translate>
        </Heading>
        <p>
          <Translate id="featureRequests.notFound.body" values={{slug: <code>{slug}</code>}}>
            {
              'There is no request at {slug}. It may have been renamed or merged into another one; the board lists every request.'
            }
          </Translate>
        </p>
        <ProposeLinks />
      </article>
    </main>
  );
}
