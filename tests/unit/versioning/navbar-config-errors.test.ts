/**
 * Spec §5: a navbar that names a docs version, sidebar or doc that does not exist stops the
 * site with an explicit error. These tests render the site's real navbar item chain (our
 * ComponentTypes map and version dropdown wrapper, then the theme's components) on the server
 * with docs data shaped like the site's, and assert the framework's own messages.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {bundleThemeEntry} from './themeBundle';
import {CASCADE_LAYERS_SLUG, generated} from './fixture';

type NavbarItemConfig = {type?: string; [option: string]: unknown};
type Render = (pathname: string, item: NavbarItemConfig) => string;

let renderNavbarItem: Render;

beforeAll(async () => {
  const load = await bundleThemeEntry<{renderNavbarItem: Render}>(`
    import {renderToStaticMarkup} from 'react-dom/server';
    import {StaticRouter} from 'react-router-dom';
    import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/client';
    import NavbarItem from '@theme/NavbarItem';
    export function renderNavbarItem(pathname, item) {
      return renderToStaticMarkup(
        <StaticRouter location={pathname}>
          <DocsPreferredVersionContextProvider>
            <NavbarItem {...item} />
          </DocsPreferredVersionContextProvider>
        </StaticRouter>,
      );
    }
  `);
  renderNavbarItem = load(generated).renderNavbarItem;
}, 60_000);

const dropdown = (options: Record<string, unknown> = {}): NavbarItemConfig => ({
  type: 'docsVersionDropdown',
  dropdownItemsBefore: [],
  dropdownItemsAfter: [{to: '/versions', label: 'All versions'}],
  ...options,
});

describe('docsVersionDropdown', () => {
  it('throws on a version name that does not exist, listing the real ones', () => {
    expect(() => renderNavbarItem('/docs/cli', dropdown({versions: ['9.9.9']}))).toThrow(
      /No docs version exist for name '9\.9\.9', please verify your 'docsVersionDropdown' navbar item versions config\.\nAvailable version names:\n- current\n- 3\.8\.1\n- 3\.7\.0/,
    );
  });

  it('throws on an unknown name in the object form too', () => {
    expect(() =>
      renderNavbarItem('/docs/cli', dropdown({versions: {'3.8.1': {}, '9.9.9': {label: 'Nine'}}})),
    ).toThrow(/No docs version exist for name '9\.9\.9'/);
  });

  it('renders with the versions that exist', () => {
    const html = renderNavbarItem('/docs/cli', dropdown({versions: ['3.8.1', '3.7.0']}));
    expect(html).toContain('href="/docs/3.8.1/cli"');
    expect(html).toContain('href="/docs/3.7.0/cli"');
    expect(html).not.toContain('href="/docs/cli"');
  });

  it('links to the same page in each version, keeping the query string and the hash', () => {
    const html = renderNavbarItem('/docs/cli?x=1#hash', dropdown());
    for (const target of ['/docs/cli', '/docs/3.8.1/cli', '/docs/3.7.0/cli']) {
      expect(html).toContain(`href="${target}?x=1#hash"`);
    }
    expect(html).toContain('href="/versions"');
    expect(html).not.toContain('not in this version');
  });

  it('marks the versions that lack the page and links them to their main doc', () => {
    const html = renderNavbarItem(`/docs${CASCADE_LAYERS_SLUG}?x=1#hash`, dropdown());
    expect(html).toContain(`href="/docs/3.8.1${CASCADE_LAYERS_SLUG}?x=1#hash"`);
    expect(html).toMatch(
      /href="\/docs\/3\.7\.0\/\?x=1#hash"[^>]*>3\.7\.0 \(not in this version\)</,
    );
    expect(html.match(/not in this version/g)).toHaveLength(1);
  });

  it('marks nothing outside the docs', () => {
    expect(renderNavbarItem('/blog', dropdown())).not.toContain('not in this version');
  });
});

describe('docSidebar', () => {
  it('throws when the sidebar has nothing to link to', () => {
    expect(() => renderNavbarItem('/docs/cli', {type: 'docSidebar', sidebarId: 'empty'})).toThrow(
      'DocSidebarNavbarItem: Sidebar with ID "empty" doesn\'t have anything to be linked to.',
    );
  });

  it('throws on a sidebar id that no version has, listing the real ones', () => {
    expect(() => renderNavbarItem('/docs/cli', {type: 'docSidebar', sidebarId: 'nope'})).toThrow(
      /Can't find any sidebar with id "nope" in version current".\nAvailable sidebar ids are:\n- docs\n- api\n- empty/,
    );
  });

  it('links to the first doc of the sidebar otherwise', () => {
    expect(
      renderNavbarItem('/docs/3.7.0/cli', {type: 'docSidebar', sidebarId: 'api', label: 'API'}),
    ).toContain('href="/docs/3.7.0/cli"');
  });
});

describe('doc', () => {
  it('throws on a doc id that does not exist', () => {
    expect(() => renderNavbarItem('/docs/cli', {type: 'doc', docId: 'nope'})).toThrow(
      /Couldn't find any doc with id "nope" in version "current".\nAvailable doc ids are:\n- introduction\n- cli\n- api\/plugins\/plugin-css-cascade-layers/,
    );
  });

  it('links to the doc of the version being read', () => {
    expect(
      renderNavbarItem('/docs/3.7.0/cli', {type: 'doc', docId: 'introduction', label: 'Docs'}),
    ).toContain('href="/docs/3.7.0/"');
  });
});
