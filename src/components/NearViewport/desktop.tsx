/**
 * A region the theme shows only on wide screens (the docs sidebar, the table of contents beside
 * the article): a phone hides it with CSS and, once the page has measured the window, removes it.
 * Hydrating it there was wasted main-thread time while the page starts, so it hydrates only where
 * the desktop layout shows: with the page on a wide screen, and when a narrow window widens.
 */
import React, {type ReactNode} from 'react';
import HydrateNearViewport from './HydrateNearViewport';

/** The theme's desktop layout: wider than 996px (Infima's breakpoint, the theme's window size). */
export const DESKTOP_MEDIA = '(min-width: 997px)';

export default function HydrateOnDesktop({children}: {children: ReactNode}): ReactNode {
  return <HydrateNearViewport media={DESKTOP_MEDIA}>{children}</HydrateNearViewport>;
}
