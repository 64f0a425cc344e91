/**
 * What the router's preload (lean-bundle/client/preload.ts) calls, once a page's modules are in,
 * to fetch the static blocks that page shows. A module with static blocks exports the id of its
 * last one (`lastStaticBlock`, ../clientLoader.cjs); a page may show several such modules (a blog
 * list page shows its posts' excerpts), and their blocks are in that page's HTML.
 *
 * The runtime (staticBlocks.ts) ships with the modules that use it and installs itself here when
 * the first one loads; until then there is nothing to fetch. This module stays in the main bundle
 * instead of the runtime.
 */
type LoadMissing = (pathname: string, lastIds: string[]) => Promise<unknown>;

let installed: LoadMissing | undefined;

export function installStaticBlocksLoader(load: LoadMissing): void {
  installed = load;
}

/** The `lastStaticBlock` of each loaded module that has one. */
export function lastStaticBlocks(modules: unknown[]): string[] {
  return modules.flatMap((module) => {
    const id =
      typeof module === 'object' && module !== null && 'lastStaticBlock' in module
        ? module.lastStaticBlock
        : undefined;
    return typeof id === 'string' ? [id] : [];
  });
}

/** Fetches the blocks of the page at `pathname` that `modules` show, unless they are at hand. */
export function loadMissingStaticBlocks(pathname: string, modules: unknown[]): Promise<unknown> {
  const lastIds = lastStaticBlocks(modules);
  return lastIds.length > 0 && installed ? installed(pathname, lastIds) : Promise.resolve();
}
