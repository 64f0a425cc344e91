// The committers of one release, with locally drawn avatars: folded in the list view, listed in
// full under the changes on the release page.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Author} from '@docusaurus/plugin-content-blog';
import ChangelogAvatar from '../ChangelogAvatar';
import styles from './styles.module.css';

export interface Props {
  readonly authors: readonly Author[];
  /** Fold the list behind a "N committers" summary (list view). */
  readonly folded?: boolean;
}

function useCommittersLabel(count: number): string {
  const {selectMessage} = usePluralForm();
  return selectMessage(
    count,
    translate(
      {
        id: 'changelog.committers.count',
        description: 'Summary of the folded committers list of a release',
        message: 'One committer|{count} committers',
      },
      {count},
    ),
  );
}

function CommitterList({authors}: {authors: readonly Author[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {authors.map((author) => {
        const handle = author.key ?? author.name ?? '';
        return (
          <li key={handle} className={styles.committer}>
            <ChangelogAvatar handle={handle} size={24} />
            <Link href={author.url ?? undefined}>{author.name ?? handle}</Link>
          </li>
        );
      })}
    </ul>
  );
}

export default function ChangelogCommitters({authors, folded = false}: Props): ReactNode {
  const label = useCommittersLabel(authors.length);
  if (authors.length === 0) {
    return null;
  }
  if (folded) {
    return (
      <details className={styles.folded}>
        <summary>{label}</summary>
        <CommitterList authors={authors} />
      </details>
    );
  }
  return (
    <section className="margin-top--lg">
      <Heading as="h2" id="committers">
        <Translate id="changelog.committers.title">Committers</Translate>
      </Heading>
      <CommitterList authors={authors} />
    </section>
  );
}
