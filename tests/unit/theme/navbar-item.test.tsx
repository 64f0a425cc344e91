// A navbar item of an unknown type must fail loudly, naming the type, while the site's own type
// (custom-dogfood-navbar-item) and the theme's types resolve. This renders the theme's real
// NavbarItem component against the site's component-type map (src/theme/NavbarItem/ComponentTypes).
import React from 'react';
import {renderToString} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import NavbarItem from '@docusaurus/theme-classic/lib/theme/NavbarItem/index.js';
import siteComponentTypes from '../../../src/theme/NavbarItem/ComponentTypes';

type ItemProps = {type?: string; [key: string]: unknown};
const ThemeNavbarItem = NavbarItem as (props: ItemProps) => React.JSX.Element;

function render(props: ItemProps, pathname = '/tests/pages'): string {
  return renderToString(
    <StaticRouter location={pathname}>
      <ThemeNavbarItem {...props} />
    </StaticRouter>,
  );
}

describe('NavbarItem with the site component types', () => {
  it('throws an error naming an unknown item type', () => {
    expect(() => render({type: 'not-a-navbar-item-type', label: 'Broken'})).toThrow(
      'No NavbarItem component found for type "not-a-navbar-item-type".',
    );
  });

  it('keeps every theme type and adds the site type', () => {
    expect(Object.keys(siteComponentTypes)).toEqual(
      expect.arrayContaining([
        'default',
        'dropdown',
        'docsVersionDropdown',
        'custom-dogfood-navbar-item',
      ]),
    );
    expect(render({type: 'dropdown', items: []})).toContain('data-theme-item="dropdown"');
    // No type but dropdown items: the theme falls back to "dropdown".
    expect(render({items: []})).toContain('data-theme-item="dropdown"');
  });

  it('renders the dogfood button only inside the test area', () => {
    const item = {type: 'custom-dogfood-navbar-item', content: '😉'};
    expect(render(item, '/tests/docs')).toContain('😉');
    expect(render(item, '/docs')).toBe('');
  });
});
