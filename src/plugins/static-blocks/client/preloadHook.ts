/**
 * What the router's preload (lean-bundle/client/preload.ts) calls to fetch the static blocks of
 * the page it loads. The runtime (staticBlocks.ts) ships with the docs that use it and installs
 * itself here when the first one loads; until then there is nothing to fetch. This module stays
 * in the main bundle instead of the runtime.
 */
type LoadMissing = (pathnames: string[]) => Promise<unknown>;

let installed: LoadMissing | undefined;

export function installStaticBlocksLoader(load: LoadMissing): void {
  installed = load;
}

export function loadMissingStaticBlocks(pathnames: string[]): Promise<unknown> {
  return installed?.(pathnames) ?? Promise.resolve();
}
