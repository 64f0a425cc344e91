// Wraps the mobile navbar sidebar for keyboard users. The 3.8.1 sidebar has no Escape key and,
// once closed, leaves focus on a hidden element; here Escape closes it, and closing it with
// Escape or its close button puts focus back on the menu button that opened it. Its "Back to
// main menu" button hides itself with the docs menu, dropping focus to the page; here focus
// moves to the first entry of the main menu it brings back. While it is open, Tab stays inside
// it (focusTrap.ts).
// The sidebar renders only on narrow screens, and only once the reader first opens it: until then
// a phone neither downloads its code nor builds its menus (the whole docs sidebar on a doc page)
// while the page is still starting. Its code starts downloading as soon as a finger or the
// keyboard reaches the menu button. Once opened it stays rendered, so it slides in and out. Should
// the download fail, the menu button does nothing and the page goes on working.
// A navigation closes it: the version dropdown's entries give their own click handler, which
// replaces the one that closes the menu, so picking a version left the menu open over the page.
import React, {Suspense, lazy, useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type NavbarMobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {trapTab} from './focusTrap';

type Props = WrapperProps<typeof NavbarMobileSidebarType>;

const loadSidebar = () => import('@theme-original/Navbar/MobileSidebar');
const NavbarMobileSidebar = lazy(loadSidebar);

/** Starts the sidebar's download when a pointer or the keyboard reaches the menu button. */
function useLoadOnIntent(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    const onIntent = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('.navbar__toggle')) {
        loadSidebar().catch(() => {});
      }
    };
    const events = ['pointerdown', 'focusin'] as const;
    events.forEach((name) => document.addEventListener(name, onIntent, true));
    return () => events.forEach((name) => document.removeEventListener(name, onIntent, true));
  }, [enabled]);
}

function focusMenuButton(): void {
  document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
}

/** Once React has shown the main menu again, focuses its first link or button. */
function focusMainMenu(): void {
  setTimeout(() =>
    document
      .querySelector<HTMLElement>('.navbar-sidebar__item:first-child :is(a, button)')
      ?.focus(),
  );
}

export default function NavbarMobileSidebarWrapper(props: Props): React.JSX.Element | null {
  const {shown, toggle, shouldRender} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  if (shown && !opened) {
    setOpened(true);
  }
  useLoadOnIntent(shouldRender && !opened);
  const {pathname} = useLocation();
  const pathWhenShown = useRef(pathname);
  useEffect(() => {
    if (shown) {
      pathWhenShown.current = pathname;
    }
    // Only the path it was opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  useEffect(() => {
    if (shown && pathname !== pathWhenShown.current) {
      toggle();
    }
  }, [pathname, shown, toggle]);
  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        toggle();
        focusMenuButton();
      } else {
        trapTab(event, document.querySelector('.navbar-sidebar'));
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('.navbar-sidebar__close')) {
        focusMenuButton();
      } else if (target?.closest('.navbar-sidebar__back')) {
        focusMainMenu();
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
  if (!shouldRender || !opened) {
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
