// Remembers the docs version a reader has open (spec §4). The theme only stores a preferred
// version when the version dropdown or a banner link is clicked; here opening any page of a
// version is enough, so version-agnostic links (the navbar's "Docs" and "API", the footer)
// keep leading to the version the reader was last in.
import React, {useEffect, useMemo, type ReactNode} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocVersionRootType>;

export default function DocVersionRootWrapper(props: Props): ReactNode {
  const {pluginId, version} = props.version;
  const {preferredVersion, savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const preferredName = preferredVersion?.name;
  useEffect(() => {
    if (preferredName !== version) {
      savePreferredVersionName(version);
    }
  }, [preferredName, savePreferredVersionName, version]);
  // Saving the version updates the context this reads, right after hydration: the same element
  // lets React skip the whole docs subtree below instead of rendering it all again.
  return useMemo(() => <DocVersionRoot {...props} />, [props]);
}
