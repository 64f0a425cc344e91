// What our loaders add to the generated modules (../routesLoader.cjs, ../registryLoader.cjs).
declare module '@generated/routes' {
  /** Exact routes of the on-demand sections whose path ends in .html. */
  export const sectionHtmlPaths: string[];
}

declare module '@generated/registry?paths' {
  /** Each registry entry's name and module path, in registry order. */
  const entries: [name: string, modulePath: string][];
  export default entries;
}
