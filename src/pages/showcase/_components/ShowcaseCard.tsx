import React, {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import IconHeart from '@site/src/components/icons/IconHeart';
import {
  previewPath,
  tags as tagDefinitions,
  tagsInListOrder,
  type Site,
} from '@site/src/data/showcase';
import styles from './styles.module.css';

function TagChips({site}: {site: Site}): ReactNode {
  return (
    <ul className={styles.chips}>
      {tagsInListOrder(site).map((tag) => {
        const {label, description, color} = tagDefinitions[tag];
        return (
          <li key={tag} className={styles.chip} title={description}>
            <span className={styles.dot} style={{backgroundColor: color}} />
            {label}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One site: its generated preview card, name, our description, links and tags. Memoised: when the
 * filters change, the cards still shown are not rendered again.
 */
function ShowcaseCard({site}: {site: Site}): ReactNode {
  const isFavorite = site.tags.includes('favorite');
  return (
    <li className={styles.card} data-testid="showcase-card">
      <img
        className={styles.preview}
        src={useBaseUrl(previewPath(site))}
        alt=""
        width={640}
        height={320}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardBody}>
        <div className={styles.cardHeader}>
          <Heading as="h3" className={styles.cardTitle}>
            <Link href={site.website}>{site.title}</Link>
          </Heading>
          {isFavorite && (
            <IconHeart
              className={styles.heart}
              width={18}
              height={18}
              role="img"
              aria-hidden={false}
              aria-label={translate({id: 'showcase.card.favorite', message: 'Favorite'})}
            />
          )}
          {site.source && (
            <Link className="button button--secondary button--sm" href={site.source}>
              <Translate id="showcase.card.source">Source</Translate>
            </Link>
          )}
        </div>
        <p className={styles.description}>{site.description}</p>
      </div>
      <TagChips site={site} />
    </li>
  );
}

export default memo(ShowcaseCard);
