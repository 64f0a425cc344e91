import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {
  CanaryRow,
  LegacyV1Row,
  ReleaseRow,
  VersionsTable,
} from '@site/src/components/VersionsTable';
import {releases} from '@site/src/data/versions';

/**
 * Versions come from the docs plugin (versions.json plus `current`), so a release only gets an
 * on-site docs link once its versioned docs exist.
 */
export default function Versions(): ReactNode {
  const versions = useVersions('default');
  const hosted = (name: string) => versions.find((version) => version.name === name);
  const current = hosted('current');
  const [latest, ...past] = releases;
  return (
    <Layout
      title={translate({id: 'versions.meta.title', message: 'Versions'})}
      description={translate({
        id: 'versions.meta.description',
        message: 'Every Docusaurus version with its documentation, changelog and release post.',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="versions.title">Docusaurus versions</Translate>
        </Heading>
        <p>
          <Translate id="versions.intro">
            This site serves the docs of the unreleased Canary version and of recent releases. Older
            releases link to the docs folder at their tag in the repository.
          </Translate>
        </p>

        <Heading as="h2" id="current">
          {translate({id: 'versions.current.title', message: 'Current version (Canary)'})}
        </Heading>
        <p>
          <Translate
            id="versions.current.body"
            values={{
              canary: (
                <Link to="/community/canary">
                  <Translate id="versions.current.canaryLink">canary releases</Translate>
                </Link>
              ),
            }}>
            {
              'Docs for what is merged on the main branch but not released yet. Try it with {canary}.'
            }
          </Translate>
        </p>
        <VersionsTable>{current && <CanaryRow version={current} />}</VersionsTable>

        {latest && (
          <>
            <Heading as="h2" id="latest">
              {translate({id: 'versions.latest.title', message: 'Latest release'})}
            </Heading>
            <p>
              <Translate id="versions.latest.body" values={{version: latest.name}}>
                {'{version} is the newest stable release and the one to use in production.'}
              </Translate>
            </p>
            <VersionsTable>
              <ReleaseRow release={latest} hosted={hosted(latest.name)} />
            </VersionsTable>
          </>
        )}

        <Heading as="h2" id="past">
          {translate({id: 'versions.past.title', message: 'Past versions'})}
        </Heading>
        <p>
          <Translate id="versions.past.body">
            Older releases, newest first. Each links to its changelog entry and to the blog post
            that announced its minor line.
          </Translate>
        </p>
        <VersionsTable>
          {past.map((release) => (
            <ReleaseRow key={release.name} release={release} hosted={hosted(release.name)} />
          ))}
          <LegacyV1Row />
        </VersionsTable>
      </main>
    </Layout>
  );
}
