/**
 * Puts back what ../sidebarLinks.cjs left out of a docs version metadata module: each sidebar
 * link's `href` and `label` (its doc's path in the global data, and its doc's title), and each
 * doc's `sidebar` (from the global data).
 */

interface SidebarItem {
  type: string;
  docId?: string;
  href?: string;
  label?: string;
  items?: SidebarItem[];
}

interface VersionMetadata {
  version: {
    pluginId: string;
    version: string;
    docs: Record<string, {title?: string; sidebar?: string}>;
    docsSidebars?: Record<string, SidebarItem[]>;
    sidebarsInGlobalData?: true;
  };
}

interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

type GlobalData = Record<string, Record<string, unknown>>;

function globalDocs(globalData: GlobalData, pluginId: string, version: string) {
  const plugin = globalData['docusaurus-plugin-content-docs']?.[pluginId] as
    | {versions?: {name: string; docs?: GlobalDoc[]}[]}
    | undefined;
  const docs = plugin?.versions?.find((candidate) => candidate.name === version)?.docs ?? [];
  return new Map(docs.map((doc) => [doc.id, doc]));
}

export function expandSidebarLinks<T extends VersionMetadata>(props: T, globalData: GlobalData): T {
  const {version} = props;
  const docs = globalDocs(globalData, version.pluginId, version.version);
  const expand = (item: SidebarItem): void => {
    item.items?.forEach(expand);
    if (item.type === 'link' && item.docId !== undefined) {
      item.href ??= docs.get(item.docId)?.path;
      item.label ??= version.docs[item.docId]?.title;
    }
  };
  Object.values(version.docsSidebars ?? {}).forEach((items) => items.forEach(expand));
  if (version.sidebarsInGlobalData) {
    delete version.sidebarsInGlobalData;
    for (const [id, doc] of Object.entries(version.docs)) {
      const sidebar = docs.get(id)?.sidebar;
      if (sidebar !== undefined) {
        doc.sidebar = sidebar;
      }
    }
  }
  return props;
}
