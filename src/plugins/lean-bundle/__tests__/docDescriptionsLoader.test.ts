import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {withDocIds} from '../client/docDescriptions';
import {expandSidebarLinks} from '../client/sidebarLinks';

type Where = {
  resourcePath: string;
  resourceQuery: string;
  registryModule: string;
  sidebarLinksModule: string;
  globalData: unknown;
};
const {transformDocProps} = createRequire(import.meta.url)('../docDescriptionsLoader.cjs') as {
  transformDocProps: (source: string, where: Where) => string;
};

const resourcePath = '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json';
const where = (resourceQuery = ''): Where => ({
  resourcePath,
  resourceQuery,
  registryModule: '/site/src/plugins/lean-bundle/client/docDescriptions.ts',
  sidebarLinksModule: '/site/src/plugins/lean-bundle/client/sidebarLinks.ts',
  globalData: {},
});

const versionMetadata = {
  version: {
    pluginId: 'default',
    version: 'current',
    label: 'Canary',
    docsSidebars: {docs: [{type: 'link', label: 'Intro', href: '/docs', docId: 'intro'}]},
    docs: {
      intro: {id: 'intro', title: 'Introduction', description: 'What it is', sidebar: 'docs'},
      'api/cli': {id: 'api/cli', title: 'CLI', description: 'Say "hi" & </script>'},
      __proto__: {id: '__proto__', title: 'Odd id', description: 'Still a doc'},
    },
  },
};
// JSON.stringify would drop a literal __proto__ key; build the text the way the plugin writes it.
const source = JSON.stringify(versionMetadata).replace(
  '}}}}',
  '},"__proto__":{"id":"__proto__","title":"Odd id","description":"Still a doc"}}}}',
);

/** The value the module's `export default` evaluates to. */
function defaultExport(code: string): unknown {
  const match =
    /^export default (expandSidebarLinks\(withDocIds\()?(JSON\.parse\(.*?\))(\), globalData\))?;$/m.exec(
      code,
    );
  expect(match, code).not.toBeNull();
  const value = new Function(`return ${match![2]};`)() as Parameters<typeof withDocIds>[0] &
    Parameters<typeof expandSidebarLinks>[0];
  // The global data is empty here: sidebarLinks.test.ts covers what the links leave to it.
  return match![1] ? expandSidebarLinks(withDocIds(value), {}) : value;
}

describe('doc descriptions loader (client build)', () => {
  it('drops descriptions from the version metadata and keeps everything else', () => {
    const props = defaultExport(transformDocProps(source, where())) as typeof versionMetadata;
    const parsed = JSON.parse(source) as typeof versionMetadata;
    expect(props.version.label).toBe('Canary');
    expect(props.version.docsSidebars).toEqual(parsed.version.docsSidebars);
    expect(Object.keys(props.version.docs)).toEqual(['intro', 'api/cli', '__proto__']);
    expect(Object.hasOwn(props.version.docs, '__proto__')).toBe(true);
    expect(props.version.docs.intro).toEqual({id: 'intro', title: 'Introduction', sidebar: 'docs'});
    expect(props.version.docs.__proto__).toEqual({id: '__proto__', title: 'Odd id'});
    expect(JSON.stringify(props)).not.toContain('description');
  });

  it('writes ids and `unlisted: false` once, and evaluates to the same version metadata', () => {
    const sidebars = {
      docs: [
        {type: 'link', label: 'A', href: '/a', docId: 'a', unlisted: false},
        {type: 'category', label: 'C', items: [{type: 'link', href: '/b', unlisted: true}]},
      ],
    };
    const withSidebars = JSON.stringify({
      version: {...versionMetadata.version, docsSidebars: sidebars},
    });
    const code = transformDocProps(withSidebars, where());
    expect(code).not.toContain('\\"unlisted\\":false');
    expect(code).not.toContain('\\"id\\":\\"intro\\"');
    const props = defaultExport(code) as {version: {docsSidebars: typeof sidebars}};
    expect(props.version.docsSidebars.docs[0]).toEqual({
      type: 'link',
      label: 'A',
      href: '/a',
      docId: 'a',
    });
    expect(props.version.docsSidebars.docs[1]).toEqual(sidebars.docs[1]);
  });

  it('registers a loader per group of docs: the same file with ?descriptions=<group>', () => {
    const code = transformDocProps(source, where());
    expect(code).toContain(
      'import {registerDocDescriptions, withDocIds} from "/site/src/plugins/lean-bundle/client/docDescriptions.ts";',
    );
    expect(code).toContain(
      'import {expandSidebarLinks} from "/site/src/plugins/lean-bundle/client/sidebarLinks.ts";',
    );
    expect(code).toContain('import globalData from "@generated/globalData";');
    const request = (group: string) => JSON.stringify(`${resourcePath}?descriptions=${group}`);
    expect(code).toContain(
      [
        'registerDocDescriptions("default", "current", [',
        `  ["", () => import(${request('')})],`,
        `  ["api", () => import(${request('api')})],`,
        ']);',
      ].join('\n'),
    );
  });

  it("turns a ?descriptions=<group> request into a map of the group's docs to descriptions", () => {
    const descriptionsOf = (group: string) =>
      defaultExport(transformDocProps(source, where(`?descriptions=${group}`)));
    expect(descriptionsOf('')).toEqual(
      JSON.parse('{"intro":"What it is","__proto__":"Still a doc"}'),
    );
    expect(descriptionsOf('api')).toEqual({'api/cli': 'Say "hi" & </script>'});
  });

  it('leaves other prop modules as they are', () => {
    const category = {categoryGeneratedIndex: {title: 'Guides', description: 'All guides'}};
    const code = transformDocProps(JSON.stringify(category), where());
    expect(defaultExport(code)).toEqual(category);
    expect(code).not.toContain('registerDocDescriptions');
  });

  it('refuses ?descriptions on a module that is not version metadata', () => {
    expect(() => transformDocProps('{"tags":[]}', where('?descriptions='))).toThrow(
      /docs-175\.json is not a docs version metadata module/,
    );
  });
});
