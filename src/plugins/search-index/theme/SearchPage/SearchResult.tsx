// One result of the search page: where it sits (group and headings above it), its heading as a
// link, and the text around the first match. Matches are <mark> elements around React text.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Segment} from '../../highlight';
import {HIERARCHY_LEVELS, type HierarchyLevel, type PresentedHit} from '../../present';
import styles from './styles.module.css';

export function Highlighted({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((segment, i) =>
    segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
  );
}

/** The deepest heading of the hit: its own for heading hits, its section's for text hits. */
function titleLevel(hit: PresentedHit): HierarchyLevel {
  if (hit.type !== 'content') {
    return hit.type;
  }
  const levels = HIERARCHY_LEVELS.filter((level) => hit.hierarchy[level] !== null);
  return levels[levels.length - 1] ?? 'lvl1';
}

export default function SearchResult({hit}: {hit: PresentedHit}): ReactNode {
  const level = titleLevel(hit);
  const parents = HIERARCHY_LEVELS.slice(0, HIERARCHY_LEVELS.indexOf(level));
  return (
    <article className={styles.result}>
      <ol
        className={styles.path}
        aria-label={translate({id: 'search.page.resultLocation', message: 'Location'})}>
        {parents.map((parent) => {
          const segments = hit.highlighted.hierarchy[parent];
          return segments ? (
            <li key={parent}>
              <Highlighted segments={segments} />
            </li>
          ) : null;
        })}
      </ol>
      <Heading as="h2" className={styles.title}>
        <Link to={hit.url}>
          <Highlighted segments={hit.highlighted.hierarchy[level] ?? []} />
        </Link>
      </Heading>
      {hit.contentSnippet && hit.contentSnippet.length > 0 && (
        <p className={styles.snippet}>
          <Highlighted segments={hit.contentSnippet} />
        </p>
      )}
    </article>
  );
}
