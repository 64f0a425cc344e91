/**
 * Loader for .docusaurus/routesChunkNames.json, used in the client build only: the module becomes
 * an empty object, which the route table fills as it loads (routesLoader.cjs), with each route's
 * chunk names under the key its component is created with.
 */
module.exports = function routesChunkNamesLoader() {
  return 'export default {};\n';
};
