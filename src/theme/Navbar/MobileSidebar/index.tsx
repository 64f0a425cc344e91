// Wraps the mobile navbar sidebar for keyboard users. The 3.8.1 sidebar has no Escape key and,
// once closed, leaves focus on a hidden element; here Escape closes it, and closing it with
// Escape or its close button puts focus back on the menu button that opened it.
// The sidebar only renders on narrow screens, after hydration: its code loads then, so wide
// screens never download it. Should that download fail, the menu button does nothing and the
// page goes on working.
import React, {Suspense, lazy, useEffect} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type NavbarMobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof NavbarMobileSidebarType>;

const NavbarMobileSidebar = lazy(() => import('@theme-original/Navbar/MobileSidebar'));

function focusMenuButton(): void {
  document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
}

export default function NavbarMobileSidebarWrapper(props: Props): React.JSX.Element | null {
  const {shown, toggle, shouldRender} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        toggle();
        focusMenuButton();
      }
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('.navbar-sidebar__close')) {
        focusMenuButton();
      }
    };
    // Capture phase: React closes the sidebar (and runs this effect's cleanup) while the click
    // is still on its way up, so a bubbling listener would already be gone.
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
    };
  }, [shown, toggle]);
  if (!shouldRender) {
    return null;
  }
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <NavbarMobileSidebar {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
