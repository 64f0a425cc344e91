// Marks, in the version dropdown, the versions that lack the page being read (for example
// 3.7.0 on the CSS cascade layers page, a plugin added in 3.8). The theme links such a version
// to its main doc without saying so; the mark is part of the label, so it is seen and read out.
// It also remounts the dropdown once React runs in the browser when the page was opened with a
// query string or hash: the static HTML cannot know them, and hydration keeps the server's `href`
// attributes, so without the remount the entries would only carry them after the next navigation.
// Opened without either, the server's entries are already right, and the dropdown is not
// rendered twice (72 components on every page with a version dropdown).
// Hydrating the static not-found page under a versioned path (/docs/3.7.0/…), the dropdown first
// renders at the path that page was rendered for, so its label matches the server's; the remount
// then shows the URL's version.
import React, {memo, type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {StaticRouter} from 'react-router-dom';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import {markVersionsWithoutPage, versionsWithoutPage} from '@site/src/utils/docsVersions';
import {hydratingStaticNotFound, STATIC_NOT_FOUND_PATH} from '@site/src/utils/staticNotFound';
import {serverLinksDiffer} from '@site/src/utils/serverUrl';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

function markNotInVersion(versionLabel: string): string {
  return translate(
    {
      id: 'site.navbar.versionDropdown.notInVersion',
      message: '{versionLabel} (not in this version)',
      description: 'Version dropdown entry of a version that lacks the page being read',
    },
    {versionLabel},
  );
}

// Memoised: the wrapper renders again when it learns it runs in the browser, with the same props.
const MarkedDropdown = memo(function MarkedDropdown(props: Props): ReactNode {
  const versions = useVersions(props.docsPluginId);
  const {activeDoc, alternateDocVersions} = useActiveDocContext(props.docsPluginId);
  const withoutPage = versionsWithoutPage(versions, activeDoc, alternateDocVersions);
  return (
    <DocsVersionDropdownNavbarItem
      {...props}
      versions={markVersionsWithoutPage(props.versions, versions, withoutPage, markNotInVersion)}
    />
  );
});

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const notFoundPath = useBaseUrl(STATIC_NOT_FOUND_PATH);
  if (isBrowser && serverLinksDiffer) {
    return <MarkedDropdown key="browser" {...props} />;
  }
  const dropdown = <MarkedDropdown key="server" {...props} />;
  return hydratingStaticNotFound ? (
    <StaticRouter location={notFoundPath}>{dropdown}</StaticRouter>
  ) : (
    dropdown
  );
}
