/**
 * Rebuilds the docs plugins' lists of docs that globalDataLoader.cjs wrote compactly, as the
 * objects the plugins generated: `{id, path, unlisted, sidebar}` for each doc of each version.
 */

type Row = [id: string, sidebar: number, pathSuffix?: string];

interface CompactVersion {
  path: string;
  compactDocs?: [sidebars: string[], rows: Row[], unlistedIds?: string[]];
  [key: string]: unknown;
}

interface Doc {
  id: string;
  path: string;
  unlisted?: true;
  sidebar?: string;
}

function expandVersion({compactDocs, ...version}: CompactVersion): Record<string, unknown> {
  if (compactDocs === undefined) {
    return version;
  }
  const [sidebars, rows, unlistedIds = []] = compactDocs;
  const docs = rows.map(([id, sidebar, suffix = `/${id}`]): Doc => {
    const doc: Doc = {id, path: version.path + suffix};
    if (unlistedIds.includes(id)) {
      doc.unlisted = true;
    }
    if (sidebar >= 0) {
      doc.sidebar = sidebars[sidebar];
    }
    return doc;
  });
  return {...version, docs};
}

export function expandGlobalData(
  data: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  const docsPlugins = data['docusaurus-plugin-content-docs'] as
    | Record<string, {versions?: CompactVersion[]}>
    | undefined;
  if (docsPlugins === undefined) {
    return data;
  }
  for (const plugin of Object.values(docsPlugins)) {
    if (plugin.versions) {
      plugin.versions = plugin.versions.map(expandVersion) as CompactVersion[];
    }
  }
  return data;
}
