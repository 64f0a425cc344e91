import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

type Loader = ((this: {resourcePath: string}, source: string) => string) & {
  dropModulePaths: (source: string) => {code: string; replaced: number};
};
const registryLoader = createRequire(import.meta.url)('../registryLoader.cjs') as Loader;

// Two entries in the shape Docusaurus 3.8 generates, one with a quote escaped in its path.
const registry = `export default {
  "0042bf43": [() => import(/* webpackChunkName: "0042bf43" */ "@site/blog/2024/a.mdx"), "@site/blog/2024/a.mdx", require.resolveWeak("@site/blog/2024/a.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@site/docs/say \\"hi\\".mdx"), "@site/docs/say \\"hi\\".mdx", require.resolveWeak("@site/docs/say \\"hi\\".mdx")],
};
`;

const run = (source: string) =>
  registryLoader.call({resourcePath: '/site/.docusaurus/registry.js'}, source);

describe('registry loader (client build)', () => {
  it('empties the module path string of every entry and keeps the import and the weak require', () => {
    const code = run(registry);
    expect(code).toContain(
      '"0042bf43": [() => import(/* webpackChunkName: "0042bf43" */ "@site/blog/2024/a.mdx"), "", require.resolveWeak("@site/blog/2024/a.mdx")],',
    );
    expect(code).toContain(
      '"@site/docs/say \\"hi\\".mdx"), "", require.resolveWeak("@site/docs/say \\"hi\\".mdx")],',
    );
    expect(registryLoader.dropModulePaths(registry).replaced).toBe(2);
  });

  it('fails the build, naming the file, when an entry has another shape', () => {
    const changed = registry.replace(
      '"@site/blog/2024/a.mdx", require',
      '{path: "@site/blog/2024/a.mdx"}, require',
    );
    expect(() => run(changed)).toThrow(
      '/site/.docusaurus/registry.js has 2 entries but only 1 match the expected',
    );
  });

  it('leaves an empty registry as it is', () => {
    expect(run('export default {\n};\n')).toBe('export default {\n};\n');
  });
});
