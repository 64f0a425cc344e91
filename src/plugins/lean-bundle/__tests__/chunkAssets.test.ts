import vm from 'node:vm';
import {describe, expect, it, vi} from 'vitest';
import {chunkAssetRuntime} from '../chunkAssets';

type Require = {
  (id: number): unknown;
  e: (id: string) => Promise<unknown>;
  p: string;
  u: (id: string) => string;
  gca?: (name: string) => string | undefined;
  pfl?: (load: () => unknown) => void;
  routeRegistry?: Record<string, [() => Promise<unknown>, string, number]>;
};

/**
 * Runs the runtime code against a stand-in `__webpack_require__` whose loaders have the shape the
 * bundler gives them (`Promise.all([e(a), e(b)]).then(...)`), and a document that records links.
 */
function setUp() {
  const realEnsure = vi.fn(() => Promise.resolve());
  const required = vi.fn();
  const require = Object.assign(required, {
    e: realEnsure,
    p: '/base/',
    // Like the bundler's: chunks of the entry point (24014 here) have no hash, so no file name.
    u: (id: string) => `assets/js/${id}.${id === '24014' ? undefined : 'hash'}.js`,
  }) as unknown as Require;
  const entry = (...ids: string[]): [() => Promise<unknown>, string, number] => [
    () => Promise.all(ids.map((id) => require.e(id))).then(() => require(7)),
    '',
    7,
  ];
  require.routeRegistry = {
    a1b2c3d4: entry('58770', '101'),
    e5f6a7b8: entry('202'),
    inMain: [() => Promise.resolve().then(() => require(8)), '', 8],
    withEntry: entry('24014', '58770', '404'),
    entryOnly: entry('24014'),
  };
  const links: {rel: string; href: string}[] = [];
  const document = {
    createElement: () => ({rel: '', href: ''}),
    head: {appendChild: (link: {rel: string; href: string}) => links.push(link)},
  };
  const code = chunkAssetRuntime({
    publicPath: '__webpack_require__.p',
    chunkUrl: '__webpack_require__.u',
  });
  vm.runInNewContext(code, {__webpack_require__: require, document, Promise});
  return {require, realEnsure, required, links};
}

describe('gca, the runtime chunk URL function', () => {
  it("returns the URL of a route's own chunk and prefetches the shared chunks it loads first", () => {
    const {require, links} = setUp();
    expect(require.gca!('a1b2c3d4')).toBe('/base/assets/js/101.hash.js');
    expect(links).toEqual([{rel: 'prefetch', href: '/base/assets/js/58770.hash.js'}]);
    expect(require.gca!('e5f6a7b8')).toBe('/base/assets/js/202.hash.js');
    expect(links).toHaveLength(1);
  });

  it('loads nothing and requires no module while it asks a loader, and restores e', async () => {
    const {require, realEnsure, required} = setUp();
    const ensure = require.e;
    require.gca!('a1b2c3d4');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(realEnsure).not.toHaveBeenCalled();
    expect(required).not.toHaveBeenCalled();
    expect(require.e).toBe(ensure);
  });

  it('prefetches a shared chunk once however many routes need it', () => {
    const {require, links} = setUp();
    require.routeRegistry!.f0f0f0f0 = [
      () => Promise.all([require.e('58770'), require.e('303')]),
      '',
      9,
    ];
    require.gca!('a1b2c3d4');
    require.gca!('f0f0f0f0');
    expect(links.map((link) => link.href)).toEqual(['/base/assets/js/58770.hash.js']);
  });

  it('leaves out the chunks of the entry point, which are loaded already', () => {
    const {require, links} = setUp();
    expect(require.gca!('withEntry')).toBe('/base/assets/js/404.hash.js');
    expect(links.map((link) => link.href)).toEqual(['/base/assets/js/58770.hash.js']);
    expect(require.gca!('entryOnly')).toBeUndefined();
  });

  it('answers undefined for unknown names, modules already in the bundle and no registry', () => {
    const {require} = setUp();
    expect(require.gca!('00000000')).toBeUndefined();
    expect(require.gca!('inMain')).toBeUndefined();
    delete require.routeRegistry;
    expect(require.gca!('a1b2c3d4')).toBeUndefined();
  });

  it('answers undefined and restores e when a loader throws', () => {
    const {require} = setUp();
    const ensure = require.e;
    require.routeRegistry!.broken = [
      () => {
        throw new Error('broken loader');
      },
      '',
      0,
    ];
    expect(require.gca!('broken')).toBeUndefined();
    expect(require.e).toBe(ensure);
  });
});

describe('pfl, the runtime prefetch of a loader', () => {
  it('prefetches every chunk file a loader would load, without loading or requiring anything', () => {
    const {require, links, realEnsure, required} = setUp();
    // A route table section: `import()` of a module in two chunks, one of them the entry's.
    require.pfl!(() => Promise.all(['24014', '303', '304'].map((id) => require.e(id))));
    expect(links.map((link) => link.href)).toEqual([
      '/base/assets/js/303.hash.js',
      '/base/assets/js/304.hash.js',
    ]);
    expect(realEnsure).not.toHaveBeenCalled();
    expect(required).not.toHaveBeenCalled();
    require.pfl!(() => require.e('303'));
    expect(links).toHaveLength(2);
  });
});
