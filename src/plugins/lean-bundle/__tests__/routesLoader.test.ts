import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';

type Context = {resourcePath: string; resourceQuery: string; addDependency: (file: string) => void};
type Loader = (this: Context, source: string) => string;
const require = createRequire(import.meta.url);
const routesLoader = require('../routesLoader.cjs') as Loader;
const registryLoader = require('../registryLoader.cjs') as Loader;

// The shape Docusaurus 3.8 generates: 12 blog posts (a section: a top-level group), a quote
// escaped in a path, docs nested three deep with 11 docs (a section: a nested list), a page
// between them, the catch-all.
const posts = Array.from({length: 12}, (_, index) => `/blog/post-${index}`);
const docs = Array.from({length: 11}, (_, index) => `/docs/doc-${index}`);
const route = (routePath: string, hash: string, extra = 'exact: true') =>
  `{path: '${routePath}', component: ComponentCreator('${routePath}', '${hash}'), ${extra}}`;
const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  ${posts.map((post, index) => route(post, `p${index}`)).join(',\n  ')},
  ${route("/blog/it\\'s-out", 'q')},
  ${route('/search', 's')},
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd0'),
    routes: [{
      path: '/docs',
      component: ComponentCreator('/docs', 'd1'),
      routes: [
        ${docs.map((doc, index) => route(doc, `x${index}`, 'exact: true, sidebar: "docs"')).join(',\n        ')},
        ${route('/docs/old.html', 'h')}
      ]
    }]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

// Registry names: the blog posts share a component (aaaa0000) and have a content module each;
// docs too (cccc0000); the docs root uses its own module (dddd0000) and one the blog uses
// (bbbb0000).
const chunkNames: Record<string, unknown> = {
  ...Object.fromEntries(
    posts.map((post, index) => [`${post}-p${index}`, {__comp: 'aaaa0000', content: `a${index}`}]),
  ),
  "/blog/it's-out-q": {__comp: 'aaaa0000', content: 'bbbb0000'},
  '/search-s': {__comp: 'eeee0000'},
  '/docs-d0': {__comp: 'dddd0000', __props: 'bbbb0000'},
  '/docs-d1': {__comp: 'dddd0000'},
  ...Object.fromEntries(
    docs.map((doc, index) => [`${doc}-x${index}`, {__comp: 'cccc0000', content: `c${index}`}]),
  ),
  '/docs/old.html-h': {__comp: 'cccc0000', content: 'ffff0000'},
};
const registryNames = [
  ...new Set(Object.values(chunkNames).flatMap((c) => Object.values(c as object))),
];
const registry = `export default {
${registryNames
  .map(
    (name) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.md"), "@site/${name}.md", require.resolveWeak("@site/${name}.md")],`,
  )
  .join('\n')}};
`;
// Short names are the sorted index in base 36.
const short = new Map([...registryNames].sort().map((name, index) => [name, index.toString(36)]));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-loader-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function run(
  loader: Loader,
  file: string,
  query = '',
  names: object = chunkNames,
  source = routes,
) {
  fs.writeFileSync(path.join(dir, 'routes.js'), source);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(names));
  fs.writeFileSync(path.join(dir, 'registry.js'), registry);
  const dependencies: string[] = [];
  const code = loader.call(
    {
      resourcePath: path.join(dir, file),
      resourceQuery: query,
      addDependency: (dependency) => dependencies.push(dependency),
    },
    fs.readFileSync(path.join(dir, file), 'utf8'),
  );
  return {code, dependencies};
}

type Route = {
  path: string;
  exact?: boolean;
  sidebar?: string;
  chunks?: Record<string, string>;
  component?: unknown;
  routes?: Route[];
  lazy?: () => string;
  group?: () => string;
};

/**
 * Evaluates a generated module: imports become arguments, `import()` returns the request, and
 * prepareRoutes/addSection record what they are given.
 */
function evaluate(code: string) {
  const calls: {prepared?: Route[]; section?: {entries: string; routes: Route[]}} = {};
  const imports = [...code.matchAll(/^import (.+) from (".*"|'.*');$/gm)];
  const body = code
    .replace(/^import .*;$/gm, '')
    .replace(/\bimport\(/g, '__import(')
    .replace(/^export const (\w+) =/m, 'exports.$1 =')
    .replace(/^export default /m, 'exports.default = ');
  const exports: Record<string, unknown> = {};
  new Function(
    'ComponentCreator',
    'prepareRoutes',
    'addSection',
    'entries',
    '__import',
    'exports',
    body,
  )(
    (...args: string[]) => ({created: args}),
    (list: Route[]) => {
      calls.prepared = list;
    },
    (entries: string, list: Route[]) => {
      calls.section = {entries, routes: list};
      return list;
    },
    imports.find(([, what]) => what === 'entries')?.[2],
    (request: string) => request,
    exports,
  );
  return {
    exports,
    calls,
    imports: imports.map(([, what, from]) => [what, JSON.parse(from!.replace(/^'|'$/g, '"'))]),
  };
}

describe('routes loader (client build)', () => {
  const base = evaluate(run(routesLoader, 'routes.js').code);
  const table = base.exports.default as Route[];

  it('keeps the routes outside sections, with a group in place of a section of top-level routes', () => {
    expect(table.map((r) => r.path)).toEqual(['/blog', '/search', '/docs', '*']);
    expect(table[0]!.group!()).toBe(`${path.join(dir, 'routes.js')}?section=0`);
    expect(Object.keys(table[0]!)).toEqual(['path', 'group']);
    expect(table[1]).toEqual({
      path: '/search',
      exact: true,
      chunks: {__comp: short.get('eeee0000')},
    });
    expect(table[3]).toEqual({path: '*', component: {created: ['*']}});
    expect(base.calls.prepared).toBe(table);
  });

  it('leaves a nested list of routes to load as its own section', () => {
    const docsRoot = table[2]!.routes![0]!;
    expect(docsRoot.path).toBe('/docs');
    expect(docsRoot.routes).toBeUndefined();
    expect(docsRoot.lazy!()).toBe(`${path.join(dir, 'routes.js')}?section=1`);
  });

  it('lists the section routes written with .html, for normalizeLocation', () => {
    expect(base.exports.sectionHtmlPaths).toEqual(['/docs/old.html']);
  });

  it("writes a section's routes, with the registry entries only it uses", () => {
    const blog = evaluate(run(routesLoader, 'routes.js', '?section=0').code);
    expect(blog.imports[0]).toEqual(['entries', `${path.join(dir, 'registry.js')}?section=0`]);
    const list = blog.calls.section!.routes;
    expect(list.map((r) => r.path)).toEqual([...posts, "/blog/it's-out"]);
    expect(list[3]).toEqual({
      path: '/blog/post-3',
      exact: true,
      chunks: {__comp: short.get('aaaa0000'), content: short.get('a3')},
    });

    const docsSection = evaluate(run(routesLoader, 'routes.js', '?section=1').code);
    expect(docsSection.calls.section!.routes.map((r) => r.path)).toEqual([
      ...docs,
      '/docs/old.html',
    ]);
    expect(docsSection.calls.section!.routes[0]!.sidebar).toBe('docs');
  });

  it('splits the registry the same way: shared entries stay in the main registry', () => {
    const entriesOf = (code: string) =>
      [...code.matchAll(/^ {2}"(\w+)": \[/gm)].map(([, n]) => n!).sort();
    const main = entriesOf(run(registryLoader, 'registry.js').code);
    const blog = entriesOf(run(registryLoader, 'registry.js', '?section=0').code);
    const docsSection = entriesOf(run(registryLoader, 'registry.js', '?section=1').code);
    const names = (list: string[]) => list.map((name) => short.get(name)!).sort();
    // The blog component is used by the group's routes only; bbbb0000 by the blog and /docs.
    expect(blog).toEqual(names(['aaaa0000', ...posts.map((_, i) => `a${i}`)]));
    expect(docsSection).toEqual(names(['cccc0000', ...docs.map((_, i) => `c${i}`), 'ffff0000']));
    expect(main).toEqual(names(['bbbb0000', 'dddd0000', 'eeee0000']));
    expect(new Set([...main, ...blog, ...docsSection]).size).toBe(registryNames.length);
  });

  it('reads the other tables as dependencies of the module', () => {
    expect(run(routesLoader, 'routes.js').dependencies).toEqual([
      path.join(dir, 'routesChunkNames.json'),
      path.join(dir, 'registry.js'),
    ]);
  });

  it('fails the build when routesChunkNames.json lacks a route', () => {
    const fewer = Object.fromEntries(
      Object.entries(chunkNames).filter(([key]) => key !== '/docs-d1'),
    );
    expect(() => run(routesLoader, 'routes.js', '', fewer)).toThrow(
      'routes.js has routes that routesChunkNames.json does not list: /docs-d1',
    );
  });

  it('fails the build for a section route with parameters, and for an unknown section', () => {
    const withParameter = routes
      .replace("'/blog/post-4'", "'/blog/:slug'")
      .replace("'/blog/post-4'", "'/blog/:slug'");
    const names = {...chunkNames, '/blog/:slug-p4': chunkNames['/blog/post-4-p4']};
    expect(() => run(routesLoader, 'routes.js', '', names, withParameter)).toThrow(
      'route /blog/:slug has parameters',
    );
    expect(() => run(routesLoader, 'routes.js', '?section=9')).toThrow('has no section 9');
  });
});
