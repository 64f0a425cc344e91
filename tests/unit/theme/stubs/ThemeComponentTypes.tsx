// Stands in for theme-classic's navbar item map in unit tests: same keys, trivial components, so
// a test renders the site's map (which spreads this one) without the whole theme behind it.
import React from 'react';

function themeItem(type: string) {
  return function ThemeNavbarItem(): React.JSX.Element {
    return <span data-theme-item={type} />;
  };
}

const THEME_TYPES = [
  'default',
  'localeDropdown',
  'search',
  'dropdown',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;

export default Object.fromEntries(THEME_TYPES.map((type) => [type, themeItem(type)]));
