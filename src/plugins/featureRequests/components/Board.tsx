import React, {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import type {FeatureRequest} from '@site/src/data/featureRequests';
import {defaultBoardFilters, filterRequests} from '../utils';
import BoardFiltersForm from './BoardFiltersForm';
import ProposeLinks from './ProposeLinks';
import StatusBadge from './StatusBadge';
import {useBoardFilters} from './useBoardFilters';
import {categoryLabels} from './labels';
import styles from './styles.module.css';

type Props = {requests: readonly FeatureRequest[]; boardPath: string};

/** All requests as cards, narrowed by status, category and a text search. */
export default function Board({requests, boardPath}: Props): ReactNode {
  const [filters, setFilters] = useBoardFilters();
  const shown = useMemo(() => filterRequests(requests, filters), [requests, filters]);
  return (
    <main className="container margin-vert--lg">
      <Heading as="h1">
        <Translate id="featureRequests.title">Feature requests</Translate>
      </Heading>
      <p>
        <Translate id="featureRequests.intro">
          This site's own list of ideas for Docusaurus, not a tracker kept by the framework's team.
          An idea is marked shipped once a release includes it; no other progress is tracked here.
          Where we found the public request on GitHub, the entry links to it, with the day it was
          opened when we could read it.
        </Translate>
      </p>
      <ProposeLinks />
      <BoardFiltersForm filters={filters} onChange={setFilters} />
      <p className={styles.count} aria-live="polite" data-testid="feature-requests-count">
        <Translate
          id="featureRequests.count"
          values={{count: shown.length, total: requests.length}}>
          {'{count} of {total} requests'}
        </Translate>
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <Translate id="featureRequests.empty">No request matches these filters.</Translate>
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setFilters(defaultBoardFilters)}>
            <Translate id="featureRequests.filters.clear">Clear filters</Translate>
          </button>
        </div>
      ) : (
        <ul className={styles.list}>
          {shown.map((request) => (
            <li key={request.slug} className={styles.item} data-testid="feature-request">
              <div className={styles.itemHeader}>
                <Heading as="h2" className={styles.itemTitle}>
                  <Link to={`${boardPath}/${request.slug}`}>{request.title}</Link>
                </Heading>
                <StatusBadge status={request.status} />
              </div>
              <p className={styles.meta}>
                {categoryLabels[request.category]}
                {request.request?.opened && (
                  <>
                    {' · '}
                    <time dateTime={request.request.opened}>
                      {translate(
                        {id: 'featureRequests.created', message: 'opened {date}'},
                        {date: request.request.opened},
                      )}
                    </time>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
