import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {expandSidebarLinks} from '../client/sidebarLinks';

type Version = Parameters<typeof expandSidebarLinks>[0]['version'];
const {compactSidebarLinks} = createRequire(import.meta.url)('../sidebarLinks.cjs') as {
  compactSidebarLinks: (version: Version, globalData: unknown) => Version;
};

const link = (docId: string, label: string, href: string) => ({type: 'link', label, href, docId});

const version = (): Version => ({
  pluginId: 'default',
  version: 'current',
  docs: {
    intro: {title: 'Introduction', sidebar: 'docs'},
    'guides/tabs': {title: 'Tabs', sidebar: 'docs'},
    'api/cli': {title: 'CLI', sidebar: 'api'},
    orphan: {title: 'Orphan'},
  },
  docsSidebars: {
    docs: [
      link('intro', 'Introduction', '/docs/'),
      {
        type: 'category',
        label: 'Guides',
        href: '/docs/category/guides',
        items: [
          link('guides/tabs', 'Using tabs', '/docs/tabs'),
          {type: 'link', label: 'GitHub', href: 'https://github.com'},
        ],
      },
    ],
    api: [link('api/cli', 'CLI', '/docs/cli?tab=all')],
  },
});

const globalData = (docs: object[]) => ({
  'docusaurus-plugin-content-docs': {
    default: {versions: [{name: 'current', path: '/docs', docs}]},
  },
});

const siteData = globalData([
  {id: 'intro', path: '/docs/', sidebar: 'docs'},
  {id: 'guides/tabs', path: '/docs/tabs', sidebar: 'docs'},
  {id: 'api/cli', path: '/docs/cli', sidebar: 'api'},
  {id: 'orphan', path: '/docs/orphan'},
]);

/** Through JSON, as the module ships it, then expanded as the browser does. */
const roundTrip = (compact: Version, data: object) =>
  expandSidebarLinks({version: JSON.parse(JSON.stringify(compact)) as Version}, data as never)
    .version;

describe('sidebar links of the docs version metadata', () => {
  it('keeps only the paths and labels that differ from the global data and the titles', () => {
    const compact = compactSidebarLinks(version(), siteData);
    expect(compact.docsSidebars!.docs![0]).toEqual({type: 'link', docId: 'intro'});
    expect(compact.docsSidebars!.docs![1]!.items).toEqual([
      {type: 'link', docId: 'guides/tabs', label: 'Using tabs'},
      {type: 'link', label: 'GitHub', href: 'https://github.com'},
    ]);
    expect(compact.docsSidebars!.api).toEqual([
      {type: 'link', docId: 'api/cli', href: '/docs/cli?tab=all'},
    ]);
    expect(compact.docs).toEqual({
      intro: {title: 'Introduction'},
      'guides/tabs': {title: 'Tabs'},
      'api/cli': {title: 'CLI'},
      orphan: {title: 'Orphan'},
    });
    expect(roundTrip(compact, siteData)).toEqual(version());
  });

  it("keeps the docs' sidebars when one disagrees with the global data", () => {
    const data = globalData([
      {id: 'intro', path: '/docs/', sidebar: 'docs'},
      {id: 'orphan', path: '/docs/orphan', sidebar: 'docs'},
    ]);
    const compact = compactSidebarLinks(version(), data);
    expect(compact.docs).toEqual(version().docs);
    expect(roundTrip(compact, data)).toEqual(version());
  });

  it('leaves a version the global data does not list as it is', () => {
    expect(compactSidebarLinks(version(), {})).toEqual(version());
    const other = {...version(), version: '3.8.1'};
    expect(compactSidebarLinks(other, siteData)).toEqual(other);
  });
});
