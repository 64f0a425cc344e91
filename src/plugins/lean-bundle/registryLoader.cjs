/**
 * Loader for the generated route registry (.docusaurus/registry.js), used in the client build only.
 *
 * Each registry entry is `[loader, modulePath, moduleId]`. The module path string only serves
 * server-side rendering, where react-loadable reports which modules a page used; in the browser
 * nothing reads it, yet the paths of every content module of every route (about 8 kB gzip) sat in
 * the main bundle. This loader empties that string in the client build and keeps it for the server.
 */

// `, "@site/docs/intro.mdx", require.resolveWeak("@site/docs/intro.mdx")]`: the path comes twice,
// once as the string to drop and once as the weak require the browser still needs.
const ENTRY_PATH = /, ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(\1\)/g;

/**
 * @param {string} source the generated registry module
 * @returns {{code: string, replaced: number}}
 */
function dropModulePaths(source) {
  let replaced = 0;
  const code = source.replace(ENTRY_PATH, (_match, modulePath) => {
    replaced += 1;
    return `, "", require.resolveWeak(${modulePath})`;
  });
  return {code, replaced};
}

/** @this {{resourcePath: string}} */
function registryLoader(source) {
  const {code, replaced} = dropModulePaths(source);
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (replaced !== entries) {
    throw new Error(
      `lean-bundle: ${this.resourcePath} has ${entries} entries but only ${replaced} match the ` +
        'expected `[loader, "path", require.resolveWeak("path")]` shape; the registry format changed.',
    );
  }
  return code;
}

module.exports = registryLoader;
module.exports.dropModulePaths = dropModulePaths;
