import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

type Loader = ((this: {resourcePath: string}, source: string) => string) & {
  lazyRouteComponents: (source: string) => {code: string; replaced: number};
};
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
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const run = (source: string) =>
  routesLoader.call({resourcePath: '/site/.docusaurus/routes.js'}, source);

/** Evaluates the transformed module with a ComponentCreator that records its calls. */
function evaluate(code: string) {
  const created: string[][] = [];
  const body = code
    .replace("import React from 'react';", '')
    .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
    .replace('export default', 'return');
  const table = new Function('ComponentCreator', body)((...args: string[]) => {
    created.push(args);
    return {route: args.join(' ')};
  }) as {path: string; component: unknown; routes?: {component: unknown}[]}[];
  return {table, created};
}

describe('routes loader (client build)', () => {
  it('creates no component while the route table loads', () => {
    const {table, created} = evaluate(run(routes));
    expect(table.map((route) => route.path)).toEqual(["/blog/it's-out", '/docs', '*']);
    expect(created).toEqual([]);
  });

  it('creates a route component when it is first read, with the original arguments, once', () => {
    const {table, created} = evaluate(run(routes));
    const child = table[1]!.routes![0]!;
    expect(child.component).toEqual({route: '/docs/cli 78c'});
    expect(child.component).toBe(child.component);
    expect(table[0]!.component).toEqual({route: "/blog/it's-out 1a2"});
    expect(table[2]!.component).toEqual({route: '*'});
    expect(created).toEqual([['/docs/cli', '78c'], ["/blog/it's-out", '1a2'], ['*']]);
  });

  it('fails the build, naming the file, when a route component has another shape', () => {
    const changed = routes.replace(
      "ComponentCreator('/docs', '3b2')",
      'ComponentCreator(docsPath)',
    );
    expect(() => run(changed)).toThrow(
      '/site/.docusaurus/routes.js has 4 route components but only 3 match',
    );
    expect(routesLoader.lazyRouteComponents(routes).replaced).toBe(4);
  });
});
