/**
 * Loader for the generated route registry (.docusaurus/registry.js), used in the client build only.
 *
 * Each registry entry is `[() => import(/* webpackChunkName: "name" *\/ path), path, moduleId]`.
 * Two parts of it only cost the browser bytes:
 * - The module path string serves server-side rendering, where react-loadable reports which modules
 *   a page used; in the browser nothing reads it, yet the paths of every content module of every
 *   route (about 8 kB gzip) sat in the main bundle.
 * - The chunk name puts a name in each chunk's file name, so the runtime carries a map from each of
 *   ~900 chunk ids to its name (about 7 kB gzip) on top of the map to its content hash. Unnamed,
 *   a chunk's file is named by its id and the runtime needs only the hash map.
 * This loader drops both in the client build, and keys the entries by short names
 * (shortChunkNames.cjs); the server build keeps the registry as generated.
 * Link prefetching still finds a route's chunk files: the runtime's `gca` asks the registry's
 * loaders which chunk ids they load (chunkAssets.ts), and this loader leaves the registry on
 * `__webpack_require__.routeRegistry` for it.
 *
 * Entries that only one route section uses (routeSections.cjs) are left out of the module and
 * written by `registry.js?section=N` instead, which that section's routes module imports and
 * adds to the registry when it loads.
 *
 * `registry.js?paths`, in both builds, is the list of entry names and module paths alone, for the
 * debug plugin's registry page (src/theme/DebugRegistry).
 */
const fs = require('node:fs');
const path = require('node:path');
const {shortChunkNames, renameRegistryKeys, REGISTRY_KEY} = require('./shortChunkNames.cjs');
const {registrySections} = require('./routeSections.cjs');
const {loadPlan} = require('./routesLoader.cjs');

// `import(/* webpackChunkName: "17896441" */ "@site/docs/intro.mdx"), "@site/docs/intro.mdx",
// require.resolveWeak("@site/docs/intro.mdx")`: the path comes three times; the import and the weak
// require stay.
const ENTRY =
  /import\(\/\* webpackChunkName: "[^"]*" \*\/ ("(?:[^"\\]|\\.)*")\), \1, require\.resolveWeak\(\1\)/g;

/**
 * @param {string} source the generated registry module
 * @returns {{code: string, replaced: number}}
 */
function leanRegistry(source) {
  let replaced = 0;
  const code = source.replace(ENTRY, (_match, modulePath) => {
    replaced += 1;
    return `import(${modulePath}), "", require.resolveWeak(${modulePath})`;
  });
  return {code, replaced};
}

const EXPORT = 'export default {';

/**
 * @param {string} code the registry module
 * @returns {string} the module, also setting the runtime's `routeRegistry`
 */
function publishRegistry(code) {
  return (
    code.replace(EXPORT, 'const registry = {') +
    '\n__webpack_require__.routeRegistry = registry;\nexport default registry;\n'
  );
}

// One entry per line, starting with its quoted name; REGISTRY_KEY without its flags, for one line.
const ENTRY_LINE = new RegExp(REGISTRY_KEY.source);

/**
 * The registry with only the entries `keep` accepts.
 * @param {string} source the generated registry module
 * @param {(name: string) => boolean} keep
 */
function selectEntries(source, keep) {
  // The generated module closes its object on the last entry's line.
  return source
    .replace(/\n?\};\s*$/, '\n};\n')
    .split('\n')
    .filter((line) => {
      const entry = ENTRY_LINE.exec(line);
      return !entry || keep(JSON.parse(entry[1]));
    })
    .join('\n');
}

const NAMED_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): \[\(\) => import\([^)]*\), ("(?:[^"\\]|\\.)*"),/gm;

/**
 * @param {string} source the generated registry module
 * @returns {string} a module exporting `[name, module path]` of every entry, in registry order
 */
function registryPaths(source) {
  const entries = [...source.matchAll(NAMED_ENTRY)].map(([, name, modulePath]) => [
    JSON.parse(name),
    JSON.parse(modulePath),
  ]);
  const expected = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (entries.length !== expected) {
    throw new Error(
      `lean-bundle: found the paths of ${entries.length} of ${expected} registry entries; the registry format changed.`,
    );
  }
  return `export default ${JSON.stringify(entries)};\n`;
}

/** @this {{resourcePath: string, resourceQuery?: string, addDependency: (file: string) => void}} */
function registryLoader(fullSource) {
  if (this.resourceQuery === '?paths') {
    return registryPaths(fullSource);
  }
  const read = (name) => {
    const file = path.join(path.dirname(this.resourcePath), name);
    this.addDependency(file);
    return fs.readFileSync(file, 'utf8');
  };
  const {plan, chunksOf} = loadPlan(read('routes.js'), read);
  const owners = registrySections(plan, chunksOf);
  const query = /^\?section=(\d+)$/.exec(this.resourceQuery ?? '');
  const section = query ? Number(query[1]) : undefined;
  const source = selectEntries(fullSource, (name) => owners.get(name) === section);
  const {code, replaced} = leanRegistry(source);
  // Names come from the whole registry, as the route tables' do.
  const renamed = renameRegistryKeys(code, shortChunkNames(fullSource));
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (!source.startsWith(EXPORT)) {
    throw new Error(
      `lean-bundle: ${this.resourcePath} does not start with \`${EXPORT}\`; the registry format changed.`,
    );
  }
  if (replaced !== entries || renamed.replaced !== entries) {
    throw new Error(
      `lean-bundle: ${this.resourcePath} has ${entries} entries but only ` +
        `${Math.min(replaced, renamed.replaced)} match the ` +
        'expected `[() => import(/* webpackChunkName */ "path"), "path", require.resolveWeak("path")]` ' +
        'shape; the registry format changed.',
    );
  }
  return section === undefined ? publishRegistry(renamed.code) : renamed.code;
}

module.exports = registryLoader;
module.exports.leanRegistry = leanRegistry;
module.exports.registryPaths = registryPaths;
