import {beforeEach, describe, expect, it, vi} from 'vitest';
import type {Route} from '../client/routeSections';

const mocks = vi.hoisted(() => ({
  routesChunkNames: {} as Record<string, unknown>,
  registry: {} as Record<string, unknown>,
}));
vi.mock('@docusaurus/ComponentCreator', () => ({
  default: (routePath: string, key: string) => ({created: `${routePath} ${key}`}),
}));
vi.mock('@docusaurus/renderRoutes', () => ({default: (routes: unknown) => routes}));
vi.mock('@generated/routesChunkNames', () => ({default: mocks.routesChunkNames}));
vi.mock('@generated/registry', () => ({default: mocks.registry}));

type Runtime = typeof import('../client/routeSections');
let runtime: Runtime;

beforeEach(async () => {
  vi.resetModules();
  for (const table of [mocks.routesChunkNames, mocks.registry]) {
    for (const key of Object.keys(table)) {
      delete table[key];
    }
  }
  runtime = await import('../client/routeSections');
});

/** A table like the generated one: a blog group, docs whose list loads later, the catch-all. */
function table(loads: {
  blog: () => Promise<{default: Route[]}>;
  docs: () => Promise<{default: Route[]}>;
}) {
  const routes: Route[] = [
    {path: '/blog', group: loads.blog},
    {
      path: '/docs',
      chunks: {__comp: '1'},
      routes: [{path: '/docs', chunks: {__comp: '2'}, lazy: loads.docs}],
    },
    {path: '*', component: () => null},
  ];
  runtime.prepareRoutes(routes);
  return routes;
}

const section = (entries: Record<string, unknown>, list: Route[]) => async () => ({
  default: runtime.addSection(entries, list),
});

describe('route sections at run time', () => {
  it('registers chunk names, creates components on first use, and leaves sections pending', () => {
    const routes = table({blog: vi.fn(), docs: vi.fn()});
    expect(mocks.routesChunkNames).toEqual({'/docs-0': {__comp: '1'}, '/docs-1': {__comp: '2'}});
    expect(routes[1]!.component).toEqual({created: '/docs 0'});
    expect(routes[1]!.component).toBe(routes[1]!.component);
    expect(routes[0]!.routes).toEqual([]);
    expect(runtime.isGroupRoute(routes[0]!)).toBe(true);
    expect(runtime.isGroupRoute(routes[1]!)).toBe(false);
    expect(Object.keys(routes[1]!.routes![0]!)).not.toContain('lazy');
  });

  it("loads only the sections a path falls under, once, and ends a group's routes with the catch-all", async () => {
    const blog = vi.fn(
      section({b: 'blog entry'}, [{path: '/blog/post', exact: true, chunks: {c: 'b'}}]),
    );
    const docs = vi.fn(
      section({d: 'doc entry'}, [{path: '/docs/intro', exact: true, chunks: {c: 'd'}}]),
    );
    const routes = table({blog, docs});

    await Promise.all([
      runtime.loadRoutesFor(routes, '/blog/post'),
      runtime.loadRoutesFor(routes, '/blog/other'),
    ]);
    expect(blog).toHaveBeenCalledTimes(1);
    expect(docs).not.toHaveBeenCalled();
    expect(routes[0]!.routes!.map((r) => r.path)).toEqual(['/blog/post', '*']);
    expect(routes[0]!.routes![1]).toBe(routes[2]);
    expect(mocks.registry).toEqual({b: 'blog entry'});
    expect(mocks.routesChunkNames['/blog/post-2']).toEqual({c: 'b'});

    expect(runtime.pendingSectionsFor(routes, '/docs/intro')).toEqual([docs]);
    await runtime.loadRoutesFor(routes, '/docs/intro');
    expect(routes[1]!.routes![0]!.routes!.map((r) => r.path)).toEqual(['/docs/intro']);
    expect(runtime.pendingSectionsFor(routes, '/docs/intro')).toEqual([]);
    await runtime.loadRoutesFor(routes, '/docs/intro');
    expect(docs).toHaveBeenCalledTimes(1);
  });

  it('rejects when a section fails to load, and tries again next time', async () => {
    const blog = vi
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementation(section({}, [{path: '/blog/post', exact: true, chunks: {}}]));
    const routes = table({blog, docs: vi.fn()});
    await expect(runtime.loadRoutesFor(routes, '/blog/post')).rejects.toThrow('ChunkLoadError');
    expect(routes[0]!.routes).toEqual([]);
    await runtime.loadRoutesFor(routes, '/blog/post');
    expect(routes[0]!.routes!.map((r) => r.path)).toEqual(['/blog/post', '*']);
  });

  it('loads every section, nested ones too', async () => {
    const nested = vi.fn(section({}, [{path: '/blog/tags/a', exact: true, chunks: {}}]));
    const blog = section({}, [{path: '/blog/tags', chunks: {}, lazy: nested}]);
    const docs = vi.fn(section({}, []));
    const routes = table({blog, docs});
    await runtime.loadAllRoutes(routes);
    expect(nested).toHaveBeenCalledTimes(1);
    expect(docs).toHaveBeenCalledTimes(1);
    expect(routes[0]!.routes![0]!.routes!.map((r) => r.path)).toEqual(['/blog/tags/a']);
  });
});
