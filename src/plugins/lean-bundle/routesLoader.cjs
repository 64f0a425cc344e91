/**
 * Loader for the generated route table (.docusaurus/routes.js), used in the client build only.
 *
 * Each route is written as `component: ComponentCreator('/path', 'hash')`, so loading the page
 * creates a loadable component for every route of the site (635 here) before anything renders,
 * though a page only ever renders the few routes its URL matches. This loader turns each of those
 * properties into a getter that creates the component the first time the router asks for it and
 * keeps it, so the same route always gets the same component.
 */

const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

// One or two single-quoted arguments; route paths escape their quotes (`\'`).
const QUOTED = "'(?:[^'\\\\]|\\\\.)*'";
const ROUTE_COMPONENT = new RegExp(
  `component: ComponentCreator\\((${QUOTED}(?:, ${QUOTED})?)\\)`,
  'g',
);

const LAZY_CREATOR = `
const routeComponents = new Map();
function routeComponent(...args) {
  const key = args.join('\\u0000');
  let component = routeComponents.get(key);
  if (component === undefined) {
    component = ComponentCreator(...args);
    routeComponents.set(key, component);
  }
  return component;
}`;

/**
 * @param {string} source the generated routes module
 * @returns {{code: string, replaced: number}}
 */
function lazyRouteComponents(source) {
  let replaced = 0;
  const code = source
    .replace(ROUTE_COMPONENT, (_match, args) => {
      replaced += 1;
      return `get component() { return routeComponent(${args}); }`;
    })
    .replace(CREATOR_IMPORT, `${CREATOR_IMPORT}\n${LAZY_CREATOR}`);
  return {code, replaced};
}

/** @this {{resourcePath: string}} */
function routesLoader(source) {
  const {code, replaced} = lazyRouteComponents(source);
  const calls = (source.match(/ComponentCreator\(/g) ?? []).length;
  if (!source.includes(CREATOR_IMPORT) || replaced !== calls) {
    throw new Error(
      `lean-bundle: ${this.resourcePath} has ${calls} route components but only ${replaced} ` +
        "match the expected `component: ComponentCreator('/path', 'hash')` shape; the route " +
        'table format changed.',
    );
  }
  return code;
}

module.exports = routesLoader;
module.exports.lazyRouteComponents = lazyRouteComponents;
