// The theme's navbar item, with two savings for the page's start:
// - React skips it when its props have not changed. The navbar's content builds new item lists
//   whenever it renders, and it renders again right after hydration (the window size becomes
//   known): without this, every item of the navbar rendered a second time (about 200 components
//   on every page). Items still update on their own contexts (the route, the version).
// - In the navbar itself (not the mobile menu), an item hydrates only where the desktop layout
//   shows it: below 997px Infima hides every navbar item but the search box, and the mobile menu
//   renders its own. On a phone the navbar's links and dropdowns (about 150 components) stayed
//   hydrated, and rendered again after hydration, for nothing.
import React, {memo, type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import HydrateOnDesktop from '@site/src/components/NearViewport/desktop';

type Props = WrapperProps<typeof NavbarItemType>;

function NavbarItemOnItsLayout(props: Props): ReactNode {
  const item = <NavbarItem {...props} />;
  return props.mobile || props.type === 'search' ? (
    item
  ) : (
    <HydrateOnDesktop>{item}</HydrateOnDesktop>
  );
}

export default memo(NavbarItemOnItsLayout);
