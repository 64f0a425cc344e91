import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';

type Loader = (
  this: {resourcePath: string; addDependency: (file: string) => void},
  source: string,
) => string;
const routesLoader = createRequire(import.meta.url)('../routesLoader.cjs') as Loader;

// The shape Docusaurus 3.8 generates: nested routes, a quote escaped in a path, the catch-all.
const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/it\\'s-out',
    component: ComponentCreator('/blog/it\\'s-out', '1a2'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '3b2'),
    routes: [
      {
        path: '/docs/cli',
        component: ComponentCreator('/docs/cli', '78c'),
        exact: true,
        sidebar: "docs"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames = {
  "/blog/it's-out-1a2": {__comp: 'ccc49370', content: '52aace1b', sidebar: '814f3328'},
  '/docs-3b2': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
  '/docs/cli-78c': {__comp: '17896441', content: 'fa4d91bf', items: ['0058b4c6', 'unlisted']},
};

// Registry names sort to short names 0 (0058b4c6), 1 (17896441), … 7 (fa4d91bf).
const registry = `export default {
${['0058b4c6', '17896441', '52aace1b', '5e95c892', '814f3328', 'aba21aa0', 'ccc49370', 'fa4d91bf']
  .map(
    (name) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "x"), "x", require.resolveWeak("x")],`,
  )
  .join('\n')}
};
`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-loader-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function run(source: string, names: object = chunkNames) {
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(names));
  fs.writeFileSync(path.join(dir, 'registry.js'), registry);
  const dependencies: string[] = [];
  const code = routesLoader.call(
    {resourcePath: path.join(dir, 'routes.js'), addDependency: (file) => dependencies.push(file)},
    source,
  );
  return {code, dependencies};
}

type Route = {
  path: string;
  component: unknown;
  exact?: boolean;
  sidebar?: string;
  routes?: Route[];
};

/** Evaluates the transformed module with a ComponentCreator that records its calls. */
function evaluate(code: string) {
  const created: string[][] = [];
  const routesChunkNames: Record<string, unknown> = {};
  const body = code
    .replace("import React from 'react';", '')
    .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
    .replace("import routesChunkNames from '@generated/routesChunkNames';", '')
    .replace('export default', 'return');
  const table = new Function('ComponentCreator', 'routesChunkNames', body)((...args: string[]) => {
    created.push(args);
    return {route: args.join(' ')};
  }, routesChunkNames) as Route[];
  return {table, created, routesChunkNames};
}

describe('routes loader (client build)', () => {
  it("keeps the tree and its attributes, and creates no component but the catch-all's while it loads", () => {
    const {table, created} = evaluate(run(routes).code);
    expect(table.map((route) => route.path)).toEqual(["/blog/it's-out", '/docs', '*']);
    expect(table[1]!.routes![0]).toMatchObject({path: '/docs/cli', exact: true, sidebar: 'docs'});
    expect(Object.keys(table[1]!.routes![0]!)).not.toContain('chunks');
    expect(created).toEqual([['*']]);
  });

  it('fills routesChunkNames with each route under the key its component is created with', () => {
    const {routesChunkNames} = evaluate(run(routes).code);
    expect(routesChunkNames).toEqual({
      "/blog/it's-out-0": {__comp: '6', content: '2', sidebar: '4'},
      '/docs-1': {__comp: '3', __context: {plugin: '5'}},
      '/docs/cli-2': {__comp: '1', content: '7', items: ['0', 'unlisted']},
    });
  });

  it('creates a route component when it is first read, with its key, once', () => {
    const {table, created, routesChunkNames} = evaluate(run(routes).code);
    const child = table[1]!.routes![0]!;
    expect(child.component).toEqual({route: '/docs/cli 2'});
    expect(child.component).toBe(child.component);
    expect(table[0]!.component).toEqual({route: "/blog/it's-out 0"});
    expect(created).toEqual([['*'], ['/docs/cli', '2'], ["/blog/it's-out", '0']]);
    for (const [routePath, key] of created.slice(1)) {
      expect(routesChunkNames).toHaveProperty([`${routePath}-${key}`]);
    }
  });

  it('reads the two other tables as dependencies of the module', () => {
    expect(run(routes).dependencies).toEqual([
      path.join(dir, 'routesChunkNames.json'),
      path.join(dir, 'registry.js'),
    ]);
  });

  it('fails the build, naming the file, when a route component has another shape', () => {
    const changed = routes.replace(
      "ComponentCreator('/docs', '3b2')",
      'ComponentCreator(docsPath)',
    );
    expect(() => run(changed)).toThrow(
      'routes.js has 4 route components but only 2 match the expected',
    );
  });

  it('fails the build when routesChunkNames.json lacks a route', () => {
    const fewer = Object.fromEntries(
      Object.entries(chunkNames).filter(([key]) => key !== '/docs-3b2'),
    );
    expect(() => run(routes, fewer)).toThrow(
      'routes.js has routes that routesChunkNames.json does not list: /docs-3b2',
    );
  });
});
