import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {expandGlobalData} from '../client/globalData';

type Data = Record<string, Record<string, unknown>>;
const require = createRequire(import.meta.url);
const loader = require('../globalDataLoader.cjs') as ((
  this: {getOptions: () => {expandModule: string}},
  source: string,
) => string) & {compactGlobalData: (data: Data) => Data};

const version = (name: string, path: string, docs: object[]) => ({
  name,
  label: name,
  isLast: name === 'current',
  path,
  mainDocId: 'intro',
  docs,
  draftIds: [],
  sidebars: {docs: {link: {path: `${path}/intro`, label: 'intro'}}},
});

const globalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [
        version('current', '/docs', [
          {id: 'intro', path: '/docs/', sidebar: 'docs'},
          {id: 'installation', path: '/docs/installation', sidebar: 'docs'},
          {id: 'api/cli', path: '/docs/cli', sidebar: 'api'},
          {id: 'orphan', path: '/docs/orphan'},
          {id: 'hidden', path: '/docs/hidden', unlisted: true, sidebar: 'docs'},
        ]),
        version('3.8.1', '/docs/3.8.1', [
          {id: 'intro', path: '/docs/3.8.1/intro', sidebar: 'docs'},
        ]),
        // Left as they are: a doc outside the version's path, a doc with another field.
        version('odd', '/docs/odd', [{id: 'x', path: '/elsewhere/x'}]),
        version('more', '/docs/more', [{id: 'x', path: '/docs/more/x', draft: true}]),
      ],
      breadcrumbs: true,
    },
  },
  'docusaurus-plugin-content-blog': {default: {blogBasePath: '/blog'}},
};

/** What the browser's main bundle evaluates the loader's module to. */
function evaluate(code: string): Data {
  const match = /^export default expandGlobalData\((JSON\.parse\(.*\))\);$/m.exec(code);
  expect(match, code).not.toBeNull();
  return expandGlobalData(new Function(`return ${match![1]};`)() as Data);
}

describe('global data loader (client build)', () => {
  const code = loader.call(
    {getOptions: () => ({expandModule: '/site/client/globalData.ts'})},
    JSON.stringify(globalData),
  );

  it('evaluates to the global data as generated', () => {
    expect(code).toContain('import {expandGlobalData} from "/site/client/globalData.ts";');
    expect(evaluate(code)).toEqual(globalData);
  });

  it('writes a doc as its id and sidebar, with its path only where it is not /<id>', () => {
    const {versions} = loader.compactGlobalData(globalData)['docusaurus-plugin-content-docs']!
      .default as {versions: Record<string, unknown>[]};
    expect(versions[0]!.docs).toBeUndefined();
    expect(versions[0]!.compactDocs).toEqual([
      ['docs', 'api'],
      [
        ['intro', 0, '/'],
        ['installation', 0],
        ['api/cli', 1, '/cli'],
        ['orphan', -1],
        ['hidden', 0],
      ],
      ['hidden'],
    ]);
    expect(versions[1]!.compactDocs).toEqual([['docs'], [['intro', 0]]]);
    expect(versions[2]).toEqual(globalData['docusaurus-plugin-content-docs'].default.versions[2]);
    expect(versions[3]).toEqual(globalData['docusaurus-plugin-content-docs'].default.versions[3]);
  });

  it('leaves global data without docs plugins alone', () => {
    const blogOnly = {'docusaurus-plugin-content-blog': {default: {}}};
    expect(loader.compactGlobalData(blogOnly)).toEqual(blogOnly);
  });
});
