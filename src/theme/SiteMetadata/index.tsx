// Marks every page of the test area (/tests/...) noindex: those pages exist to exercise the
// framework, not to be found. The docs instance does this through its version's noIndex option,
// but the test blog and pages have no such option, so one wrapper covers the whole area.
import React from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import SiteMetadata from '@theme-original/SiteMetadata';
import {isTestAreaPath} from '@site/src/utils/testArea';

export default function SiteMetadataWrapper(): React.JSX.Element {
  const {pathname} = useLocation();
  return (
    <>
      <SiteMetadata />
      {isTestAreaPath(pathname) && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
    </>
  );
}
