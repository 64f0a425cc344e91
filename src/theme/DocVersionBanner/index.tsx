// Points the version banner at the newest release. The theme's banner links to the
// `lastVersion`, which on this site is Canary (served at /docs/), so Canary and old releases
// would be told to "see the latest version" and land back on Canary. Docs instances without
// releases, and builds that leave the releases out, keep the theme's banner; its code downloads
// only then, since every other page either shows ours or none.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {newestRelease, versionTarget} from '@site/src/utils/docsVersions';
import {lazyComponent} from '@site/src/components/LazyBoundary';

type Props = WrapperProps<typeof DocVersionBannerType>;

const DocVersionBanner = lazyComponent<Props>(() => import('@theme-original/DocVersionBanner'));

function BannerMessage({banner, versionLabel}: {banner: string; versionLabel: string}): ReactNode {
  const label = <b>{versionLabel}</b>;
  if (banner === 'unreleased') {
    return (
      <Translate
        id="site.docs.versionBanner.unreleased"
        description="Banner of the Canary docs, which follow the main branch"
        values={{versionLabel: label}}>
        {
          'You are reading the {versionLabel} docs: they document unreleased work on the main branch.'
        }
      </Translate>
    );
  }
  return (
    <Translate
      id="site.docs.versionBanner.unmaintained"
      description="Banner of the docs of a release that is no longer the newest one"
      values={{versionLabel: label}}>
      {
        'You are reading the docs of Docusaurus {versionLabel}, which is no longer the latest release.'
      }
    </Translate>
  );
}

function ReleaseLink({release}: {release: GlobalVersion}): ReactNode {
  const {pluginId} = useDocsVersion();
  const {alternateDocVersions} = useActiveDocContext(pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {doc, samePage} = versionTarget(release, alternateDocVersions);
  const link = (
    <Link to={doc.path} onClick={() => savePreferredVersionName(release.name)}>
      {samePage ? (
        <Translate
          id="site.docs.versionBanner.samePageLink"
          description="Banner link to the page being read, in the newest release"
          values={{versionLabel: release.label}}>
          {'this page in {versionLabel}'}
        </Translate>
      ) : (
        <Translate
          id="site.docs.versionBanner.mainDocLink"
          description="Banner link to the newest release's docs, when it lacks the page being read"
          values={{versionLabel: release.label}}>
          {'the {versionLabel} docs'}
        </Translate>
      )}
    </Link>
  );
  return (
    <Translate
      id="site.docs.versionBanner.latestRelease"
      description="Second line of the version banner, linking to the newest release"
      values={{link: <b>{link}</b>}}>
      {'For the latest release, read {link}.'}
    </Translate>
  );
}

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const {pluginId, version, label, banner} = useDocsVersion();
  const versions = useVersions(pluginId);
  const release = newestRelease(versions, (candidate) => candidate.name);
  if (!banner) {
    // The theme's banner shows nothing either for a version without one.
    return null;
  }
  if (!release || release.name === version) {
    return <DocVersionBanner {...props} />;
  }
  return (
    <div
      className={clsx(
        props.className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--warning margin-bottom--md',
      )}
      role="alert">
      <div>
        <BannerMessage banner={banner} versionLabel={label} />
      </div>
      <div className="margin-top--md">
        <ReleaseLink release={release} />
      </div>
    </div>
  );
}
