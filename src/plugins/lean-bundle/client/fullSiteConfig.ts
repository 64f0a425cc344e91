/**
 * The whole site configuration, for the debug config page. In the browser build the module every
 * page imports leaves out what only the build reads (../siteConfigLoader.cjs) and registers here
 * how to load the rest; in server rendering nothing is registered and the configuration is whole.
 */
import type {DocusaurusConfig} from '@docusaurus/types';

type Loader = () => Promise<{default: DocusaurusConfig}>;

let load: Loader | undefined;
let loaded: Promise<DocusaurusConfig | undefined> | undefined;

export function registerFullSiteConfig(loader: Loader): void {
  load = loader;
}

/**
 * The whole configuration, loading it once; undefined when the configuration is whole already.
 * A failed download resolves to undefined: the page then shows what the browser has.
 */
export function fullSiteConfig(): Promise<DocusaurusConfig | undefined> | undefined {
  if (load === undefined) {
    return undefined;
  }
  loaded ??= load().then(
    (module) => module.default,
    () => undefined,
  );
  return loaded;
}
