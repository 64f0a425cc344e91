/**
 * Shared by the loaders that split a generated module in two for the browser
 * (docDescriptionsLoader.cjs, siteConfigLoader.cjs): the module every page loads keeps what pages
 * need and registers, with a client module (the loader's `registryModule` option), how to load
 * the rest, the same file requested with a query.
 */

/**
 * A JSON value as a module expression. JSON.parse, not an object literal: a literal would read a
 * "__proto__" key as the prototype.
 * @param {unknown} value
 */
const jsonModule = (value) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/**
 * @param {(source: string, where: {resourcePath: string, resourceQuery: string, registryModule: string}) => string} transform
 * @returns {(this: {resourcePath: string, resourceQuery: string, getOptions: () => {registryModule: string}}, source: string) => string}
 */
function splitModuleLoader(transform) {
  return function loader(source) {
    return transform(source, {
      resourcePath: this.resourcePath,
      resourceQuery: this.resourceQuery,
      registryModule: this.getOptions().registryModule,
    });
  };
}

module.exports = {jsonModule, splitModuleLoader};
