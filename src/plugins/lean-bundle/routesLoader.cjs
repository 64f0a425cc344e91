/**
 * Loader for the generated route table (.docusaurus/routes.js), used in the client build only.
 *
 * The framework's browser route data comes in two tables: routes.js, the tree of routes, each
 * written as `component: ComponentCreator('/path', 'hash')`, and routesChunkNames.json, the chunk
 * names of each route under a `/path-hash` key. Every path is in both, every route's component is
 * created at startup, and every page downloads all 636 routes, though it renders the few its URL
 * matches.
 *
 * This loader writes each route's chunk names (short ones, shortChunkNames.cjs) into its entry of
 * the tree; client/routeSections.ts fills the routesChunkNames object (empty in the client build,
 * see routesChunkNamesLoader.cjs) from them as routes load, and gives each route a component
 * created the first time the router asks for it. The tree is cut into sections
 * (routeSections.cjs): the module itself holds the routes outside any section, and
 * `routes.js?section=N` holds section N's routes, a chunk of its own that the preload of a URL
 * under it loads (client/preload.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const {shortChunkNames, renameChunks} = require('./shortChunkNames.cjs');
const {readRouteTree, planSections} = require('./routeSections.cjs');

const RUNTIME = path.join(__dirname, 'client', 'routeSections.ts');

/**
 * @typedef {import('./routeSections.cjs').Route} Route
 * @typedef {{resourcePath: string, chunksOf: (route: Route) => unknown, names: Map<string, string>}} Context
 */

const sectionRequest = (context, section) =>
  JSON.stringify(`${context.resourcePath}?section=${section}`);

/**
 * One route as an object literal. Nested routes whose children form a section get a `lazy`
 * import in place of them; group routes (a section's top-level routes) a `group` import.
 * @param {Route | {kind: 'group', path: string, section: number}} route
 * @param {import('./routeSections.cjs').Plan} plan
 * @param {Context} context
 * @returns {string}
 */
function routeLiteral(route, plan, context) {
  if ('kind' in route) {
    return `{path:${JSON.stringify(route.path)},group:()=>import(${sectionRequest(context, route.section)})}`;
  }
  const {creator, routes, ...props} = route;
  const parts = Object.entries(props).map(([key, value]) => `${key}:${JSON.stringify(value)}`);
  if (creator.length === 1) {
    parts.push(`component:ComponentCreator(${JSON.stringify(creator[0])})`);
  } else {
    parts.push(`chunks:${JSON.stringify(renameChunks(context.chunksOf(route), context.names))}`);
  }
  if (plan.lazy.has(route)) {
    parts.push(`lazy:()=>import(${sectionRequest(context, plan.lazy.get(route))})`);
  } else if (routes) {
    parts.push(`routes:${listLiteral(routes, plan, context)}`);
  }
  return `{${parts.join(',')}}`;
}

function listLiteral(list, plan, context) {
  return `[\n${list.map((route) => routeLiteral(route, plan, context)).join(',\n')}\n]`;
}

/** Exact routes of the sections whose path ends in .html (client/normalizeLocation.ts). */
function sectionHtmlPaths(plan) {
  const paths = [];
  const walk = (list) => {
    for (const route of list) {
      if (route.exact && route.path.endsWith('.html')) {
        paths.push(route.path);
      }
      // A nested section is walked as a section of its own.
      if (route.routes && !plan.lazy.has(route)) {
        walk(route.routes);
      }
    }
  };
  plan.sections.forEach(walk);
  return paths;
}

/**
 * @param {import('./routeSections.cjs').Plan} plan
 * @param {Context} context
 * @param {number | undefined} section the section to write, or undefined for the base table
 * @returns {string}
 */
function routesModule(plan, context, section) {
  const runtime = JSON.stringify(RUNTIME);
  if (section === undefined) {
    return [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      `import {prepareRoutes} from ${runtime};`,
      `const routes = ${listLiteral(plan.routes, plan, context)};`,
      'prepareRoutes(routes);',
      `export const sectionHtmlPaths = ${JSON.stringify(sectionHtmlPaths(plan))};`,
      'export default routes;',
      '',
    ].join('\n');
  }
  const registry = JSON.stringify(
    `${path.join(path.dirname(context.resourcePath), 'registry.js')}?section=${section}`,
  );
  return [
    `import entries from ${registry};`,
    `import {addSection} from ${runtime};`,
    `export default addSection(entries, ${listLiteral(plan.sections[section], plan, context)});`,
    '',
  ].join('\n');
}

/**
 * Reads the generated files a plan needs, checking that they fit together.
 * @param {string} source routes.js
 * @param {(name: string) => string} read reads a file beside routes.js
 */
function loadPlan(source, read) {
  const chunkNames = JSON.parse(read('routesChunkNames.json'));
  const tree = readRouteTree(source);
  const missing = [];
  const check = (list, inSection) => {
    for (const route of list) {
      if (route.creator.length === 1) {
        if (route.path !== '*' || inSection) {
          throw new Error(`lean-bundle: route ${route.path} has a component with no chunk names.`);
        }
      } else if (!Object.hasOwn(chunkNames, route.creator.join('-'))) {
        missing.push(route.creator.join('-'));
      }
      if (route.routes) {
        check(route.routes, inSection);
      }
    }
  };
  const plan = planSections(tree);
  check(
    plan.routes.filter((route) => !('kind' in route)),
    false,
  );
  plan.sections.forEach((list) => check(list, true));
  if (missing.length > 0) {
    throw new Error(
      `lean-bundle: routes.js has routes that routesChunkNames.json does not list: ${missing.slice(0, 3).join(', ')}`,
    );
  }
  // Preloading a URL loads the sections it falls under (client/preload.ts), which only works if
  // each section route matches plain paths: no parameters.
  const noParameters = (list) =>
    list.forEach((route) => {
      if (/[:*(]/.test(route.path)) {
        throw new Error(
          `lean-bundle: route ${route.path} has parameters; it cannot load on demand.`,
        );
      }
      noParameters(route.routes ?? []);
    });
  plan.sections.forEach(noParameters);
  return {plan, chunksOf: (route) => chunkNames[route.creator.join('-')]};
}

/** @this {{resourcePath: string, resourceQuery: string, addDependency: (file: string) => void}} */
function routesLoader(source) {
  const read = (name) => {
    const file = path.join(path.dirname(this.resourcePath), name);
    this.addDependency(file);
    return fs.readFileSync(file, 'utf8');
  };
  const {plan, chunksOf} = loadPlan(source, read);
  const names = shortChunkNames(read('registry.js'));
  const query = /^\?section=(\d+)$/.exec(this.resourceQuery ?? '');
  if (this.resourceQuery && !query) {
    throw new Error(`lean-bundle: unknown request ${this.resourcePath}${this.resourceQuery}`);
  }
  const section = query ? Number(query[1]) : undefined;
  if (section !== undefined && section >= plan.sections.length) {
    throw new Error(`lean-bundle: routes.js has no section ${section}.`);
  }
  return routesModule(plan, {resourcePath: this.resourcePath, chunksOf, names}, section);
}

module.exports = routesLoader;
module.exports.loadPlan = loadPlan;
