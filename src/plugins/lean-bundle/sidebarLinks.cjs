/**
 * Build side of the docs version metadata's sidebar links, for docDescriptionsLoader.cjs.
 *
 * A version's sidebars name each doc they link to three times over: its id, its path (`href`) and
 * its title (`label`). The path and the doc's sidebar are in the global data every page already
 * has (globalDataLoader.cjs), and the title in the metadata's own list of docs. So a link keeps
 * its `href` and `label` only where they differ from those, and the list of docs drops each
 * doc's `sidebar` when all of them agree with the global data. About 0.6 kB of gzip JavaScript
 * on every doc page, once the code that puts them back is counted. client/sidebarLinks.ts puts
 * them back when the module is evaluated.
 */

/** @typedef {{type: string, docId?: string, href?: string, label?: string, items?: SidebarItem[]}} SidebarItem */
/** @typedef {{pluginId: string, version: string, docs: Record<string, {title?: string, sidebar?: string}>, docsSidebars: Record<string, SidebarItem[]>}} Version */

/**
 * Each doc of version `version` of docs plugin `pluginId`, by id, as the global data lists it.
 * @param {any} globalData
 * @param {string} pluginId
 * @param {string} version
 * @returns {Map<string, {id: string, path: string, sidebar?: string}> | undefined}
 */
function globalDocs(globalData, pluginId, version) {
  const versions = globalData?.['docusaurus-plugin-content-docs']?.[pluginId]?.versions;
  const docs = Array.isArray(versions)
    ? versions.find((candidate) => candidate.name === version)?.docs
    : undefined;
  return Array.isArray(docs) ? new Map(docs.map((doc) => [doc.id, doc])) : undefined;
}

/**
 * @param {Version} version the version metadata, its docs keyed by id
 * @param {any} globalData the site's global data, as generated
 * @returns {Version & {sidebarsInGlobalData?: true}}
 */
function compactSidebarLinks(version, globalData) {
  const docs = globalDocs(globalData, version.pluginId, version.version);
  if (docs === undefined) {
    return version;
  }
  /** @param {SidebarItem} item */
  const compact = (item) => {
    if (Array.isArray(item.items)) {
      return {...item, items: item.items.map(compact)};
    }
    if (item.type !== 'link' || item.docId === undefined) {
      return item;
    }
    const {href, label, ...rest} = item;
    return {
      ...rest,
      ...(href === docs.get(item.docId)?.path ? {} : {href}),
      ...(label === version.docs[item.docId]?.title ? {} : {label}),
    };
  };
  const sidebarsAgree = Object.entries(version.docs).every(
    ([id, doc]) => doc.sidebar === docs.get(id)?.sidebar,
  );
  return {
    ...version,
    docsSidebars: Object.fromEntries(
      Object.entries(version.docsSidebars).map(([name, items]) => [name, items.map(compact)]),
    ),
    ...(sidebarsAgree
      ? {
          sidebarsInGlobalData: true,
          // Left out of the JSON the module is written as.
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, doc]) => [id, {...doc, sidebar: undefined}]),
          ),
        }
      : {}),
  };
}

module.exports = {compactSidebarLinks};
