// The page served at each /docs/latest/… address: it sends the reader to the same page of the
// newest release, keeping the query string and the hash, which a static redirect would drop.
import React, {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import type {DocsLatestRedirectProps} from '../../index';

export default function DocsLatestRedirect({
  target,
  versionLabel,
}: DocsLatestRedirectProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  useEffect(() => {
    // A full navigation (not a client-side one) so the browser itself scrolls to the hash.
    window.location.replace(`${target}${window.location.search}${window.location.hash}`);
  }, [target]);

  return (
    <Layout
      title={translate(
        {
          id: 'site.docsLatest.title',
          message: 'Latest docs ({versionLabel})',
          description: 'Title of the page that forwards /docs/latest/… to the newest release',
        },
        {versionLabel},
      )}>
      <Head>
        <meta name="robots" content="noindex, follow" />
        <link rel="canonical" href={`${siteConfig.url}${target}`} />
      </Head>
      <main className="container margin-vert--xl">
        {/* Readers without JavaScript get a plain redirect, without query string or hash. The
        head has no room for <noscript>, and browsers honour this refresh in the body too. */}
        <noscript>
          <meta httpEquiv="refresh" content={`0; url=${target}`} />
        </noscript>
        <p>
          <Translate
            id="site.docsLatest.message"
            description="Text of the page that forwards /docs/latest/… to the newest release"
            values={{
              link: (
                <Link to={target}>
                  <Translate
                    id="site.docsLatest.linkLabel"
                    description="Label of the link to the same page in the newest release"
                    values={{versionLabel}}>
                    {'this page in version {versionLabel}'}
                  </Translate>
                </Link>
              ),
            }}>
            {'Taking you to {link}, the latest release of the docs.'}
          </Translate>
        </p>
      </main>
    </Layout>
  );
}
