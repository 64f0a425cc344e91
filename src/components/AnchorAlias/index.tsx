/**
 * A second address for the section that follows: an empty block with its own id, kept clear of
 * the navbar when the browser scrolls to it. Docusaurus 3.8.1 prints docusaurus.io links in its
 * errors and type docs (`/docs/sidebar#using-number-prefixes`, `docusaurus-config#head`), some of
 * them to sections that live elsewhere or under another id on this site, and readers share
 * docusaurus.io's section links (`/docs/cli#docusaurus-start-sitedir`); an alias makes those
 * links land on the section that answers them. tests/output/framework-doc-links.test.ts checks
 * them against the build.
 *
 * The id is registered with the broken-anchor checker, so our own links may use it too.
 */
import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import styles from './styles.module.css';

export default function AnchorAlias({id}: {id: string}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return <span id={id} className={styles.alias} />;
}
