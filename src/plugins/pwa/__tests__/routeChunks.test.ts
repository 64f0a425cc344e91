import {describe, expect, it} from 'vitest';
import {
  registryChunkIds,
  routeChunkFiles,
  routeEntries,
  routeRendersPage,
  type BuiltScript,
} from '../routeChunks';

// Shapes as the client build writes them (minified): the route table with a lazy section, the
// registry in the main script, and the section's own routes.
const MAIN =
  'let r={"3c":[()=>n.e("777").then(n.bind(n,1)),"",1],f4:[()=>Promise.all([n.e("24014"),' +
  'n.e("36429")]).then(n.bind(n,2)),"",2],"8y":[()=>Promise.resolve().then(n.bind(n,3)),"",3],' +
  '96:[()=>n.e(555).then(n.t.bind(n,4,19)),"",4],gm:[()=>Promise.all([n.e("24014"),' +
  'n.e("4128")]).then(n.bind(n,5)),"",5]};n.routeRegistry=r;' +
  'let o=[{path:"/docs",chunks:{__comp:"3c",__context:{plugin:"96"}},routes:[{path:"/docs",' +
  'chunks:{__comp:"f4",__props:"1"},routes:[{path:"/docs",chunks:{__comp:"f7"},' +
  'lazy:()=>n.e("64172").then(n.bind(n,6))}]}]},{path:"/",exact:!0,chunks:{__comp:"2w",' +
  'config:"8y"}},{path:"*",component:(0,r.A)("*")}]';
const SECTION =
  'e.exports=[{path:"/docs/cli",exact:!0,sidebar:"api",chunks:{__comp:"2b",content:"gm"}},' +
  '{path:"/docs/a \\"quoted\\" path",exact:!0,chunks:{content:"zz"}}]';

const scripts: BuiltScript[] = [
  {file: 'assets/js/main.abc.js', chunkId: 'main', text: MAIN},
  {file: 'assets/js/64172.def.js', chunkId: '64172', text: SECTION},
  ...['777', '24014', '36429', '555', '4128', '9999'].map((id) => ({
    file: `assets/js/${id}.h.js`,
    chunkId: id,
    text: '',
  })),
];

describe('routeEntries', () => {
  it('reads each route entry: path, exactness and chunk names, its context included', () => {
    expect(routeEntries(MAIN)).toEqual([
      {path: '/docs', exact: false, names: ['3c', '96']},
      {path: '/docs', exact: false, names: ['f4', '1']},
      {path: '/docs', exact: false, names: ['f7']},
      {path: '/', exact: true, names: ['2w', '8y']},
    ]);
    expect(routeEntries(SECTION)).toEqual([
      {path: '/docs/cli', exact: true, names: ['2b', 'gm']},
      {path: '/docs/a \\"quoted\\" path', exact: true, names: ['zz']},
    ]);
  });
});

describe('registryChunkIds', () => {
  it('reads the chunk ids each registry entry loads, keys quoted or not', () => {
    expect(Object.fromEntries(registryChunkIds(MAIN))).toEqual({
      '3c': ['777'],
      f4: ['24014', '36429'],
      '96': ['555'],
      gm: ['24014', '4128'],
    });
  });
});

describe('routeRendersPage', () => {
  it('matches an exact route to its page, and a layout route to the pages under it', () => {
    expect(routeRendersPage({path: '/docs/cli', exact: true, names: []}, '/docs/cli')).toBe(true);
    expect(routeRendersPage({path: '/docs/cli', exact: true, names: []}, '/docs/cli/x')).toBe(
      false,
    );
    expect(routeRendersPage({path: '/docs', exact: false, names: []}, '/docs/cli')).toBe(true);
    expect(routeRendersPage({path: '/docs', exact: false, names: []}, '/docsx')).toBe(false);
    expect(routeRendersPage({path: '*', exact: false, names: []}, '/docs/cli')).toBe(false);
  });
});

describe('routeChunkFiles', () => {
  it("lists the files of a page's route chunks and of the section holding its route", () => {
    expect([...routeChunkFiles(['/docs/cli'], scripts)].sort()).toEqual([
      'assets/js/24014.h.js',
      'assets/js/36429.h.js',
      'assets/js/4128.h.js',
      'assets/js/555.h.js',
      'assets/js/64172.def.js',
      'assets/js/777.h.js',
      'assets/js/main.abc.js',
    ]);
  });

  it('lists nothing of the pages it is not asked for', () => {
    expect([...routeChunkFiles(['/'], scripts)]).toEqual(['assets/js/main.abc.js']);
  });
});
