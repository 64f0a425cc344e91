/**
 * Loader for the docs plugin's prop modules (.docusaurus/docusaurus-plugin-content-docs/<id>/p/
 * *.json), used in the client build only.
 *
 * Every doc page loads its version's metadata, which lists each doc of the version with its title
 * and description. Only doc cards (DocCard, on category index pages and in DocCardList) read the
 * descriptions, yet they were two thirds of that module: about 5.5 kB gzip on every doc page.
 *
 * Here the version metadata keeps each doc's title (and its sidebar, unless the global data has
 * it: see below), and registers how to load the descriptions (client/docDescriptions.ts), in
 * groups: one per top folder of the doc ids, and one for the docs at the top. A group is the same
 * file requested with `?descriptions=<group>`, which this loader turns into a map of doc id to
 * description, a chunk of its own that the wrapped DocCard (src/theme/DocCard) loads when it
 * renders one of the group's docs. Cards list the docs of one category, which are mostly in one
 * folder: the Markdown features guide loaded the descriptions of the whole version (6.3 kB gzip),
 * and now loads those of the guides.
 * Other prop modules are left as they are.
 *
 * More repeats go: each doc's id, which is also its key (withDocIds puts it back when the
 * module is evaluated), the `unlisted: false` of every sidebar link, and what the sidebar links
 * repeat from the global data and the list of docs (sidebarLinks.cjs).
 */
const fs = require('node:fs');
const {jsonModule} = require('./splitModule.cjs');
const {compactSidebarLinks} = require('./sidebarLinks.cjs');

const DESCRIPTIONS_QUERY = '?descriptions=';

/**
 * The group of a doc's description: the first folder of its id, or '' for a doc at the top.
 * client/docDescriptions.ts picks a card's group by the same rule.
 * @param {string} id
 */
const descriptionGroup = (id) => (id.includes('/') ? id.slice(0, id.indexOf('/')) : '');

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
 * @typedef {{resourcePath: string, resourceQuery: string, registryModule: string,
 *   sidebarLinksModule: string, globalData: unknown}} Where
 * `globalData` is the site's generated global data (.docusaurus/globalData.json).
 */

/**
 * @param {string} source the JSON prop module
 * @param {Where} where
 * @returns {string} an ES module
 */
function transformDocProps(source, where) {
  const {resourcePath, resourceQuery, registryModule, sidebarLinksModule, globalData} = where;
  const props = JSON.parse(source);
  const describing = resourceQuery.startsWith(DESCRIPTIONS_QUERY);
  if (!isVersionMetadata(props)) {
    if (describing) {
      throw new Error(`lean-bundle: ${resourcePath} is not a docs version metadata module.`);
    }
    return `export default ${jsonModule(props)};\n`;
  }
  const docs = Object.entries(props.version.docs);
  if (describing) {
    const group = decodeURIComponent(resourceQuery.slice(DESCRIPTIONS_QUERY.length));
    const descriptions = Object.fromEntries(
      docs
        .filter(([id]) => descriptionGroup(id) === group)
        .map(([id, doc]) => [id, doc.description]),
    );
    return `export default ${jsonModule(descriptions)};\n`;
  }
  const stripped = {
    ...props,
    version: compactSidebarLinks(
      {
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
      globalData,
    ),
  };
  const {pluginId, version} = props.version;
  const groups = [...new Set(docs.map(([id]) => descriptionGroup(id)))].sort();
  const loaders = groups.map((group) => {
    const request = resourcePath + DESCRIPTIONS_QUERY + encodeURIComponent(group);
    return `  [${JSON.stringify(group)}, () => import(${JSON.stringify(request)})],`;
  });
  return [
    `import {registerDocDescriptions, withDocIds} from ${JSON.stringify(registryModule)};`,
    `import {expandSidebarLinks} from ${JSON.stringify(sidebarLinksModule)};`,
    `import globalData from "@generated/globalData";`,
    `registerDocDescriptions(${JSON.stringify(pluginId)}, ${JSON.stringify(version)}, [`,
    ...loaders,
    ']);',
    `export default expandSidebarLinks(withDocIds(${jsonModule(stripped)}), globalData);`,
    '',
  ].join('\n');
}

/**
 * @this {{resourcePath: string, resourceQuery: string, addDependency: (file: string) => void,
 *   getOptions: () => {registryModule: string, sidebarLinksModule: string, globalDataPath: string}}}
 * @param {string} source
 */
function docPropsLoader(source) {
  const {registryModule, sidebarLinksModule, globalDataPath} = this.getOptions();
  this.addDependency(globalDataPath);
  return transformDocProps(source, {
    resourcePath: this.resourcePath,
    resourceQuery: this.resourceQuery,
    registryModule,
    sidebarLinksModule,
    globalData: JSON.parse(fs.readFileSync(globalDataPath, 'utf8')),
  });
}

module.exports = docPropsLoader;
module.exports.transformDocProps = transformDocProps;
module.exports.descriptionGroup = descriptionGroup;
