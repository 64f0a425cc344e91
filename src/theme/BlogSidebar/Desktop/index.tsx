// The blog's desktop sidebar (recent posts) hydrates only where the desktop layout shows it: a
// phone hides it with CSS and swaps it for the navbar drawer's list once it has measured the
// window (HydrateOnDesktop).
import React, {type ReactNode} from 'react';
import Desktop from '@theme-original/BlogSidebar/Desktop';
import type DesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HydrateOnDesktop from '@site/src/components/NearViewport/desktop';

type Props = WrapperProps<typeof DesktopType>;

export default function BlogSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <HydrateOnDesktop>
      <Desktop {...props} />
    </HydrateOnDesktop>
  );
}
