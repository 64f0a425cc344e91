// Wraps the theme's bar so that a changed announcement id really shows the bar again: the
// theme's inline script hides a dismissed bar with an <html> attribute before React runs,
// and the theme never clears that attribute when it decides a new announcement is active.
import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const InitiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): React.JSX.Element {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.removeAttribute(InitiallyDismissedAttribute);
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
