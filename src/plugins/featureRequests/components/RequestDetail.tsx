import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import type {FeatureRequest} from '@site/src/data/featureRequests';
import {site} from '@site/src/data/site';
import {discussionUrl} from '../utils';
import BackLink from './BackLink';
import ProposeLinks from './ProposeLinks';
import StatusBadge from './StatusBadge';
import {categoryLabels, requestStateLabels} from './labels';
import styles from './styles.module.css';

type Props = {request: FeatureRequest; boardPath: string};

/** One request in full: status, category, its public request, description and where to vote. */
export default function RequestDetail({request, boardPath}: Props): ReactNode {
  return (
    <main className="container container--fluid margin-vert--lg">
      <article className={styles.detail}>
        <BackLink boardPath={boardPath} />
        <Heading as="h1">{request.title}</Heading>
        <dl className={styles.facts}>
          <dt>
            <Translate id="featureRequests.detail.status">Status</Translate>
          </dt>
          <dd>
            <StatusBadge status={request.status} />
          </dd>
          <dt>
            <Translate id="featureRequests.detail.category">Category</Translate>
          </dt>
          <dd>{categoryLabels[request.category]}</dd>
          {request.request && (
            <>
              <dt>
                <Translate id="featureRequests.detail.request">Public request</Translate>
              </dt>
              <dd>
                <Link href={discussionUrl(site.repoUrl, request)}>
                  {`facebook/docusaurus#${request.request.number}`}
                </Link>{' '}
                <Translate
                  id="featureRequests.detail.requestState"
                  values={{state: requestStateLabels[request.request.state]}}>
                  {'({state} when we checked)'}
                </Translate>
              </dd>
            </>
          )}
          {request.request?.opened && (
            <>
              <dt>
                <Translate id="featureRequests.detail.created">Opened</Translate>
              </dt>
              <dd>
                <time dateTime={request.request.opened}>{request.request.opened}</time>
              </dd>
            </>
          )}
          {request.shippedIn && (
            <>
              <dt>
                <Translate id="featureRequests.detail.shipped">Shipped in</Translate>
              </dt>
              <dd>
                <Link to={`/blog/releases/${request.shippedIn}`}>
                  <Translate
                    id="featureRequests.detail.shippedLink"
                    values={{version: request.shippedIn}}>
                    {'Docusaurus {version}'}
                  </Translate>
                </Link>
              </dd>
            </>
          )}
        </dl>
        <p className={styles.description}>{request.description}</p>
        <Link className="button button--primary" href={discussionUrl(site.repoUrl, request)}>
          <Translate id="featureRequests.detail.discuss">Discuss and vote on GitHub</Translate>
        </Link>
        <hr />
        <ProposeLinks />
      </article>
    </main>
  );
}
