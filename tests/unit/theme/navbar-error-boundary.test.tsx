// @vitest-environment happy-dom
// When a navbar item fails to render, the theme's navbar (Navbar/Content) must rethrow an error
// that quotes the faulty item of themeConfig.navbar.items, with the original error as its cause.
// Error boundaries only run in a client render, so this renders into happy-dom's document.
import React from 'react';
import {createRoot} from 'react-dom/client';
import {flushSync} from 'react-dom';
import {StaticRouter} from 'react-router-dom';
import {describe, expect, it, vi} from 'vitest';
import NavbarContent from '@docusaurus/theme-classic/lib/theme/Navbar/Content/index.js';

const faultyItem = {type: 'not-a-navbar-item-type', label: 'Broken item', position: 'left'};

// Only the navbar's surroundings are replaced (here and by the aliases of vitest.config.ts);
// NavbarContent, ErrorCauseBoundary and NavbarItem are the theme's own code.
vi.mock('@docusaurus/theme-common', async () => {
  const boundary = await import(
    '../../../node_modules/@docusaurus/theme-common/lib/utils/errorBoundaryUtils.js' as string
  );
  const classNames = await import(
    '../../../node_modules/@docusaurus/theme-common/lib/utils/ThemeClassNames.js' as string
  );
  return {
    ErrorCauseBoundary: boundary.ErrorCauseBoundary,
    ThemeClassNames: classNames.ThemeClassNames,
    useThemeConfig: () => ({navbar: {items: [faultyItem]}}),
  };
});
vi.mock('@docusaurus/theme-common/internal', () => ({
  useNavbarMobileSidebar: () => ({disabled: true}),
  splitNavbarItems: (items: {position?: string}[]) => [
    items.filter((item) => item.position !== 'right'),
    items.filter((item) => item.position === 'right'),
  ],
}));
describe('navbar error boundary', () => {
  it('names the faulty navbar item config and keeps the original error as its cause', () => {
    const uncaught: unknown[] = [];
    const root = createRoot(document.createElement('div'), {
      onUncaughtError: (error) => uncaught.push(error),
      // The boundary catches the item's error first; React would log it, which is expected here.
      onCaughtError: () => {},
    });
    const Content = NavbarContent as () => React.JSX.Element;
    flushSync(() =>
      root.render(
        <StaticRouter location="/tests">
          <Content />
        </StaticRouter>,
      ),
    );
    root.unmount();

    expect(uncaught).toHaveLength(1);
    const error = uncaught[0] as Error;
    expect(error.message).toContain('A theme navbar item failed to render.');
    expect(error.message).toContain(JSON.stringify(faultyItem, null, 2));
    expect((error.cause as Error).message).toBe(
      'No NavbarItem component found for type "not-a-navbar-item-type".',
    );
  });
});
