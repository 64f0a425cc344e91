/**
 * Loader for the generated route table (.docusaurus/routes.js), used in the client build only.
 *
 * The framework's browser route data comes in two tables: routes.js, the tree of routes, each
 * written as `component: ComponentCreator('/path', 'hash')`, and routesChunkNames.json, the chunk
 * names of each route under a `/path-hash` key. Every path is in both, and every route's component
 * is created at startup, 635 of them, though a page only renders the few its URL matches.
 *
 * This loader writes each route's chunk names (short ones, shortChunkNames.cjs) into its entry of
 * the tree, which then fills the routesChunkNames object (empty in the client build, see
 * routesChunkNamesLoader.cjs) as it loads, under `/path-n` keys. Each `component` becomes a getter
 * that creates the component the first time the router asks for it, and keeps it.
 */
const fs = require('node:fs');
const path = require('node:path');
const {shortChunkNames, renameChunks} = require('./shortChunkNames.cjs');

const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const EXPORT = 'export default [';

// A single-quoted argument; route paths escape their quotes (`\'`).
const QUOTED = "'((?:[^'\\\\]|\\\\.)*)'";
const ROUTE_COMPONENT = new RegExp(`component: ComponentCreator\\(${QUOTED}, ${QUOTED}\\)`, 'g');

// Walks the tree once it is built: registers each route's chunk names and puts a lazy component
// in place of them. The catch-all route keeps its `ComponentCreator('*')`.
const PREPARE_ROUTES = `
let routeCount = 0;
function prepareRoutes(list) {
  for (const route of list) {
    if (route.chunks !== undefined) {
      const key = (routeCount++).toString(36);
      routesChunkNames[route.path + '-' + key] = route.chunks;
      delete route.chunks;
      let component;
      Object.defineProperty(route, 'component', {
        enumerable: true,
        get() {
          return (component ??= ComponentCreator(route.path, key));
        },
      });
    }
    if (route.routes) prepareRoutes(route.routes);
  }
}
prepareRoutes(routes);
export default routes;
`;

/**
 * @param {string} source the generated routes module
 * @param {Record<string, unknown>} chunkNames the generated routesChunkNames.json
 * @param {Map<string, string>} names short chunk names, from shortChunkNames
 * @returns {{code: string, replaced: number, missing: string[]}}
 */
function inlineChunkNames(source, chunkNames, names) {
  let replaced = 0;
  const missing = [];
  const code = source
    .replace(ROUTE_COMPONENT, (_match, routePath, hash) => {
      replaced += 1;
      const key = `${routePath.replace(/\\(.)/g, '$1')}-${hash}`;
      if (!Object.hasOwn(chunkNames, key)) {
        missing.push(key);
      }
      return `chunks: ${JSON.stringify(renameChunks(chunkNames[key], names))}`;
    })
    .replace(
      CREATOR_IMPORT,
      `${CREATOR_IMPORT}\nimport routesChunkNames from '@generated/routesChunkNames';`,
    )
    .replace(EXPORT, 'const routes = [');
  return {code: code + PREPARE_ROUTES, replaced, missing};
}

/** @this {{resourcePath: string, addDependency: (file: string) => void}} */
function routesLoader(source) {
  const read = (name) => {
    const file = path.join(path.dirname(this.resourcePath), name);
    this.addDependency(file);
    return fs.readFileSync(file, 'utf8');
  };
  const chunkNames = JSON.parse(read('routesChunkNames.json'));
  const names = shortChunkNames(read('registry.js'));
  const {code, replaced, missing} = inlineChunkNames(source, chunkNames, names);
  const calls = (source.match(/ComponentCreator\(/g) ?? []).length;
  const fail = (problem) => {
    throw new Error(
      `lean-bundle: ${this.resourcePath} ${problem}; the route table format changed.`,
    );
  };
  if (!source.includes(CREATOR_IMPORT) || !source.includes(EXPORT)) {
    fail(`lacks \`${CREATOR_IMPORT}\` or \`${EXPORT}\``);
  }
  // Every call but the catch-all's `ComponentCreator('*')`.
  if (replaced !== calls - 1) {
    fail(
      `has ${calls} route components but only ${replaced} match the expected ` +
        "`component: ComponentCreator('/path', 'hash')` shape (besides the catch-all)",
    );
  }
  if (missing.length > 0) {
    fail(`has routes that routesChunkNames.json does not list: ${missing.slice(0, 3).join(', ')}`);
  }
  return code;
}

module.exports = routesLoader;
module.exports.inlineChunkNames = inlineChunkNames;
