/**
 * Loader for the generated global data (.docusaurus/globalData.json), used in the client build
 * only.
 *
 * Global data is in the main bundle: every page reads it to know which docs version it is in and
 * where each doc lives in the other versions (the version dropdown, doc navbar items). Its largest
 * part is the docs plugins' list of every doc of every version, `{id, path, sidebar}` each, about
 * 3.4 kB gzip of every page's download. Most of it repeats: the path is nearly always the
 * version's path followed by the id, and a version has one or two sidebars.
 *
 * Here each version's `docs` is written as `compactDocs`: the sidebar names, then one row per doc,
 * `[id, sidebar index or -1]`, with the path after the version's path appended where it is not
 * `/<id>`; the ids of unlisted docs follow the rows, where there are any. client/globalData.ts
 * rebuilds the same objects when the module is evaluated. A version whose docs have anything
 * else, or a path outside the version's, is left as it is.
 */

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const DOC_KEYS = new Set(['id', 'path', 'sidebar', 'unlisted']);

/** @param {{path: string, docs: {id: string, path: string, sidebar?: string, unlisted?: true}[]}} version */
function compactVersion(version) {
  const {docs, ...rest} = version;
  const plain = docs.every(
    (doc) =>
      Object.keys(doc).every((key) => DOC_KEYS.has(key)) &&
      typeof doc.id === 'string' &&
      typeof doc.path === 'string' &&
      doc.path.startsWith(version.path) &&
      (doc.sidebar === undefined || typeof doc.sidebar === 'string') &&
      (doc.unlisted === undefined || doc.unlisted === true),
  );
  if (!plain) {
    return version;
  }
  const sidebars = [
    ...new Set(docs.flatMap((doc) => (doc.sidebar === undefined ? [] : [doc.sidebar]))),
  ];
  const rows = docs.map((doc) => {
    const suffix = doc.path.slice(version.path.length);
    const sidebar = doc.sidebar === undefined ? -1 : sidebars.indexOf(doc.sidebar);
    return suffix === `/${doc.id}` ? [doc.id, sidebar] : [doc.id, sidebar, suffix];
  });
  const unlisted = docs.filter((doc) => doc.unlisted).map((doc) => doc.id);
  return {...rest, compactDocs: [sidebars, rows, ...(unlisted.length > 0 ? [unlisted] : [])]};
}

/** @param {Record<string, Record<string, unknown>>} data the global data, by plugin then id */
function compactGlobalData(data) {
  const docsPlugins = data[DOCS_PLUGIN];
  if (docsPlugins === undefined) {
    return data;
  }
  const compacted = Object.fromEntries(
    Object.entries(docsPlugins).map(([id, plugin]) => [
      id,
      Array.isArray(plugin?.versions)
        ? {...plugin, versions: plugin.versions.map(compactVersion)}
        : plugin,
    ]),
  );
  return {...data, [DOCS_PLUGIN]: compacted};
}

/**
 * @this {{getOptions: () => {expandModule: string}}}
 * @param {string} source
 */
function globalDataLoader(source) {
  const {expandModule} = this.getOptions();
  const compact = compactGlobalData(JSON.parse(source));
  return [
    `import {expandGlobalData} from ${JSON.stringify(expandModule)};`,
    `export default expandGlobalData(JSON.parse(${JSON.stringify(JSON.stringify(compact))}));`,
    '',
  ].join('\n');
}

module.exports = globalDataLoader;
module.exports.compactGlobalData = compactGlobalData;
