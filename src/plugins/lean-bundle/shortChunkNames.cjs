/**
 * Short chunk names for the client build's route tables.
 *
 * The framework names each route module's chunk with 8 hex digits, and the browser's route tables
 * name those chunks again and again: once per registry entry, and once per route for each module
 * the route loads. Random hex hardly compresses (about 6 kB gzip of names alone). In the client
 * build the names are only keys that link a route to its registry entries (the chunks themselves
 * are unnamed, see registryLoader.cjs), so both tables use the entry's index in base 36 instead.
 * Both loaders derive the same names from the registry module.
 */

// `  "0042bf43": [() => import(...`: a registry entry starts each line with its quoted name.
const REGISTRY_KEY = /^ {2}("(?:[^"\\]|\\.)*"): \[/gm;

/**
 * @param {string} registrySource the generated registry module
 * @returns {Map<string, string>} each chunk name of the registry, and its short name
 */
function shortChunkNames(registrySource) {
  const names = [...registrySource.matchAll(REGISTRY_KEY)].map((match) => JSON.parse(match[1]));
  return new Map(names.sort().map((name, index) => [name, index.toString(36)]));
}

/**
 * @param {string} registrySource the generated registry module
 * @param {Map<string, string>} names from shortChunkNames
 * @returns {{code: string, replaced: number}} the registry, keyed by short names
 */
function renameRegistryKeys(registrySource, names) {
  let replaced = 0;
  const code = registrySource.replace(REGISTRY_KEY, (_match, quoted) => {
    replaced += 1;
    return `  ${JSON.stringify(names.get(JSON.parse(quoted)))}: [`;
  });
  return {code, replaced};
}

/**
 * A route's chunk names (a string, or arrays and objects of them), with short names in place of
 * the registry's; names the registry does not have stay as they are.
 * @param {unknown} value
 * @param {Map<string, string>} names from shortChunkNames
 * @returns {unknown}
 */
function renameChunks(value, names) {
  if (typeof value === 'string') {
    return names.get(value) ?? value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => renameChunks(item, names));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, renameChunks(item, names)]),
    );
  }
  return value;
}

module.exports = {shortChunkNames, renameRegistryKeys, renameChunks, REGISTRY_KEY};
