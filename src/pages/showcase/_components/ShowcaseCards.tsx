import React, {memo, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import type {Site} from '@site/src/data/showcase';
import ShowcaseCard from './ShowcaseCard';
import styles from './styles.module.css';

type Props = {
  sites: readonly Site[];
  total: number;
  onClearFilters: () => void;
};

/**
 * The result count, then the matching cards or an empty state that offers to reset filters.
 * Memoised: the page renders again once it runs in the browser (its filters may come from the
 * URL), and with the same sites the whole list (1,500 components) was rendered again.
 */
function ShowcaseCards({sites, total, onClearFilters}: Props): ReactNode {
  return (
    <section className="margin-top--lg" aria-labelledby="showcase-results">
      <Heading as="h2" id="showcase-results" className={styles.count} aria-live="polite">
        {sites.length === total ? (
          <Translate id="showcase.results.all" values={{count: total}}>
            {'All {count} sites'}
          </Translate>
        ) : (
          <Translate id="showcase.results.filtered" values={{count: sites.length, total}}>
            {'{count} of {total} sites'}
          </Translate>
        )}
      </Heading>
      {sites.length === 0 ? (
        <div className={styles.empty} data-testid="showcase-empty">
          <p>
            <Translate id="showcase.results.empty">
              No site matches these filters. Try fewer tags, the OR operator, or a shorter name.
            </Translate>
          </p>
          <button type="button" className="button button--primary" onClick={onClearFilters}>
            <Translate id="showcase.filters.clear">Clear filters</Translate>
          </button>
        </div>
      ) : (
        <ul className={styles.cards}>
          {sites.map((site) => (
            <ShowcaseCard key={site.id} site={site} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default memo(ShowcaseCards);
