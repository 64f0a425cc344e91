// The debug plugin's config page shows the site configuration whole. In the browser the
// configuration every page has leaves out what only the build reads
// (src/plugins/lean-bundle/siteConfigLoader.cjs): this page loads the rest and gives the stock
// page the whole configuration. While it loads, a hydrating page keeps its server-rendered text.
import React, {Suspense, use, type ReactNode} from 'react';
import DebugConfig from '@theme-original/DebugConfig';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import type {DocusaurusConfig} from '@docusaurus/types';
import {fullSiteConfig} from '@site/src/plugins/lean-bundle/client/fullSiteConfig';

function WithFullConfig({
  config,
}: {
  config: Promise<DocusaurusConfig | undefined> | undefined;
}): ReactNode {
  const context = useDocusaurusContext();
  const full = config && use(config);
  if (!full) {
    return <DebugConfig />;
  }
  return (
    <Context.Provider value={{...context, siteConfig: full}}>
      <DebugConfig />
    </Context.Provider>
  );
}

export default function DebugConfigWrapper(): ReactNode {
  return (
    <Suspense>
      <WithFullConfig config={fullSiteConfig()} />
    </Suspense>
  );
}
