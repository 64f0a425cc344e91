/**
 * Loader for the docs plugin's prop modules (.docusaurus/docusaurus-plugin-content-docs/<id>/p/
 * *.json), used in the client build only.
 *
 * Every doc page loads its version's metadata, which lists each doc of the version with its title
 * and description. Only doc cards (DocCard, on category index pages and in DocCardList) read the
 * descriptions, yet they were two thirds of that module: about 5.5 kB gzip on every doc page.
 *
 * Here the version metadata keeps each doc's title and sidebar, and registers how to load the
 * descriptions (client/docDescriptions.ts): the same file requested with `?descriptions`, which
 * this loader turns into a map of doc id to description, a chunk of its own that the wrapped
 * DocCard (src/theme/DocCard) loads when it renders. Other prop modules are left as they are.
 *
 * Two more repeats go: each doc's id, which is also its key (withDocIds puts it back when the
 * module is evaluated), and the `unlisted: false` of every sidebar link.
 */
const {jsonModule, splitModuleLoader} = require('./splitModule.cjs');

const DESCRIPTIONS_QUERY = '?descriptions';

/** @returns {value is {version: {pluginId: string, version: string, docs: Record<string, {description?: string}>}}} */
function isVersionMetadata(value) {
  const version = value?.version;
  return (
    typeof version === 'object' &&
    version !== null &&
    typeof version.pluginId === 'string' &&
    typeof version.version === 'string' &&
    typeof version.docs === 'object' &&
    version.docs !== null
  );
}

/**
 * Sidebar items without `unlisted: false`, which every listed link carries: the theme only asks
 * whether an item is unlisted.
 * @param {unknown} value
 * @returns {unknown}
 */
function withoutFalseUnlisted(value) {
  if (Array.isArray(value)) {
    return value.map(withoutFalseUnlisted);
  }
  if (typeof value !== 'object' || value === null) {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !(key === 'unlisted' && item === false))
      .map(([key, item]) => [key, withoutFalseUnlisted(item)]),
  );
}

/**
 * @param {string} source the JSON prop module
 * @param {{resourcePath: string, resourceQuery: string, registryModule: string}} where
 * @returns {string} an ES module
 */
function transformDocProps(source, {resourcePath, resourceQuery, registryModule}) {
  const props = JSON.parse(source);
  if (!isVersionMetadata(props)) {
    if (resourceQuery === DESCRIPTIONS_QUERY) {
      throw new Error(`lean-bundle: ${resourcePath} is not a docs version metadata module.`);
    }
    return `export default ${jsonModule(props)};\n`;
  }
  const docs = Object.entries(props.version.docs);
  if (resourceQuery === DESCRIPTIONS_QUERY) {
    const descriptions = Object.fromEntries(docs.map(([id, doc]) => [id, doc.description]));
    return `export default ${jsonModule(descriptions)};\n`;
  }
  const stripped = {
    ...props,
    version: {
      ...props.version,
      docsSidebars: withoutFalseUnlisted(props.version.docsSidebars),
      // The id is the doc's key too; withDocIds puts it back (client/docDescriptions.ts).
      docs: Object.fromEntries(
        docs.map(([key, {id, ...doc}]) => [
          key,
          {...(id === key ? {} : {id}), ...doc, description: undefined},
        ]),
      ),
    },
  };
  const {pluginId, version} = props.version;
  return [
    `import {registerDocDescriptions, withDocIds} from ${JSON.stringify(registryModule)};`,
    `registerDocDescriptions(${JSON.stringify(pluginId)}, ${JSON.stringify(version)}, () =>`,
    `  import(${JSON.stringify(resourcePath + DESCRIPTIONS_QUERY)}));`,
    `export default withDocIds(${jsonModule(stripped)});`,
    '',
  ].join('\n');
}

module.exports = splitModuleLoader(transformDocProps);
module.exports.transformDocProps = transformDocProps;
