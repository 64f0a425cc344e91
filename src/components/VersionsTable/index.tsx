import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';

import {site} from '@site/src/data/site';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {legacyV1, taggedDocsUrl, type Release} from '@site/src/data/versions';
import styles from './styles.module.css';

/** The version's landing doc (its main doc), which is always a route of that version. */
function mainDocPath(version: GlobalVersion): string {
  return version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;
}

function DocsLink({version}: {version: GlobalVersion}): ReactNode {
  return (
    <Link to={mainDocPath(version)}>
      <Translate id="versions.docs.hosted">Documentation</Translate>
    </Link>
  );
}

/** A table of versions with one column each for docs, release notes and announcement. */
export function VersionsTable({children}: {children: ReactNode}): ReactNode {
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th>
            <Translate id="versions.table.version">Version</Translate>
          </th>
          <th>
            <Translate id="versions.table.docs">Documentation</Translate>
          </th>
          <th>
            <Translate id="versions.table.notes">Release notes</Translate>
          </th>
          <th>
            <Translate id="versions.table.announcement">Announcement</Translate>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </ScrollableTable>
  );
}

/** The unreleased version: its docs, plus the changelog and blog where releases appear. */
export function CanaryRow({version}: {version: GlobalVersion}): ReactNode {
  return (
    <tr data-version={version.name}>
      <th scope="row">{version.label}</th>
      <td>
        <DocsLink version={version} />
      </td>
      <td>
        <Link to="/changelog">
          <Translate id="versions.current.changelog">Changelog</Translate>
        </Link>
      </td>
      <td>
        <Link to="/blog">
          <Translate id="versions.current.blog">Blog</Translate>
        </Link>
      </td>
    </tr>
  );
}

/** A release: its docs on this site when the docs plugin serves them, else at its Git tag. */
export function ReleaseRow({
  release,
  hosted,
}: {
  release: Release;
  hosted?: GlobalVersion;
}): ReactNode {
  return (
    <tr data-version={release.name}>
      <th scope="row">
        {release.name}{' '}
        <time className={styles.date} dateTime={release.date}>
          {release.date}
        </time>
      </th>
      <td>
        {hosted ? (
          <DocsLink version={hosted} />
        ) : (
          <Link href={taggedDocsUrl(site.repoUrl, release.name)}>
            <Translate id="versions.docs.tagged">Docs source on GitHub</Translate>
          </Link>
        )}
      </td>
      <td>
        <Link to={`/changelog/${release.name}`}>
          <Translate id="versions.notes.link" values={{version: release.name}}>
            {'Changelog {version}'}
          </Translate>
        </Link>
      </td>
      <td>
        <Link to={release.announcement}>
          <Translate id="versions.announcement.link">Release post</Translate>
        </Link>
      </td>
    </tr>
  );
}

/** Docusaurus 1: its own archived site and its last GitHub release. */
export function LegacyV1Row(): ReactNode {
  return (
    <tr data-version={legacyV1.name}>
      <th scope="row">{legacyV1.name}</th>
      <td>
        <Link href={legacyV1.docs}>
          <Translate id="versions.v1.docs">Archived v1 site</Translate>
        </Link>
      </td>
      <td>
        <Link href={legacyV1.releaseNotes}>
          <Translate id="versions.v1.notes">Last v1 release on GitHub</Translate>
        </Link>
      </td>
      <td>
        <Link to={legacyV1.announcement}>
          <Translate id="versions.v1.announcement">Introducing Docusaurus</Translate>
        </Link>
      </td>
    </tr>
  );
}
