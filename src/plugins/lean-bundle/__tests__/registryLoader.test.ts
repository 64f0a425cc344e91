import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';

type Context = {
  resourcePath: string;
  resourceQuery?: string;
  addDependency: (file: string) => void;
};
type Loader = ((this: Context, source: string) => string) & {
  leanRegistry: (source: string) => {code: string; replaced: number};
};
const registryLoader = createRequire(import.meta.url)('../registryLoader.cjs') as Loader;

// Two entries in the shape Docusaurus 3.8 generates, one with a quote escaped in its path.
const registry = `export default {
  "0042bf43": [() => import(/* webpackChunkName: "0042bf43" */ "@site/blog/2024/a.mdx"), "@site/blog/2024/a.mdx", require.resolveWeak("@site/blog/2024/a.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@site/docs/say \\"hi\\".mdx"), "@site/docs/say \\"hi\\".mdx", require.resolveWeak("@site/docs/say \\"hi\\".mdx")],
};
`;

// A route table with the catch-all alone: every entry stays in the main registry. How entries
// split into route sections is tested in routeSections.test.ts and routesLoader.test.ts.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-loader-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
fs.writeFileSync(
  path.join(dir, 'routes.js'),
  "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [\n  {path: '*', component: ComponentCreator('*')},\n];\n",
);
fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), '{}');
const resourcePath = path.join(dir, 'registry.js');

const run = (source: string) =>
  registryLoader.call({resourcePath, addDependency: () => {}}, source);

describe('registry loader (client build)', () => {
  it('drops the chunk name and the module path string, and keeps the import and the weak require', () => {
    const code = run(registry);
    expect(code).toContain(
      '"0": [() => import("@site/blog/2024/a.mdx"), "", require.resolveWeak("@site/blog/2024/a.mdx")],',
    );
    expect(code).toContain(
      '[() => import("@site/docs/say \\"hi\\".mdx"), "", require.resolveWeak("@site/docs/say \\"hi\\".mdx")],',
    );
    expect(code).not.toContain('webpackChunkName');
    expect(code).toContain('  "1": [() => import("@site/docs/say');
    expect(registryLoader.leanRegistry(registry).replaced).toBe(2);
  });

  it('fails the build, naming the file, when an entry has another shape', () => {
    const changed = registry.replace(
      '"@site/blog/2024/a.mdx", require',
      '{path: "@site/blog/2024/a.mdx"}, require',
    );
    expect(() => run(changed)).toThrow(
      `${resourcePath} has 2 entries but only 1 match the expected`,
    );
  });

  it('leaves the registry on __webpack_require__.routeRegistry and still exports it', () => {
    const code = run(registry);
    expect(code.startsWith('const registry = {\n  "0": [')).toBe(true);
    expect(code.trimEnd().split('\n').slice(-2)).toEqual([
      '__webpack_require__.routeRegistry = registry;',
      'export default registry;',
    ]);
    expect(code.match(/export default/g)).toHaveLength(1);
  });

  it('publishes an empty registry too', () => {
    expect(run('export default {\n};\n')).toBe(
      'const registry = {\n};\n\n__webpack_require__.routeRegistry = registry;\nexport default registry;\n',
    );
  });

  it('fails the build when the module no longer starts with its default export', () => {
    expect(() => run(`const r = {};\n${registry}`)).toThrow(
      `${resourcePath} does not start with \`export default {\``,
    );
  });
});

describe('registry paths (registry.js?paths, both builds)', () => {
  const paths = (source: string) =>
    registryLoader.call({resourcePath, resourceQuery: '?paths', addDependency: () => {}}, source);

  it('lists each entry by its full name with its module path, escaped quotes read back', () => {
    expect(paths(registry)).toBe(
      'export default [["0042bf43","@site/blog/2024/a.mdx"],["17896441","@site/docs/say \\"hi\\".mdx"]];\n',
    );
  });

  it('fails the build when an entry no longer has the expected shape', () => {
    const changed = registry.replace('"0042bf43": [() =>', '"0042bf43": [async () =>');
    expect(() => paths(changed)).toThrow('found the paths of 1 of 2 registry entries');
  });
});
