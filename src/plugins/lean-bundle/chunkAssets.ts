/**
 * Route chunks without a name table in the runtime.
 *
 * Link prefetching (core client/docusaurus.ts) asks the runtime function `__webpack_require__.gca`
 * for the URL of each chunk a route needs, by the name the route registry gives it. The framework's
 * own ChunkAssetPlugin answers from a table of every chunk name and id, about 800 entries (some
 * 7 kB gzip) in the script every page loads first. In our client build route chunks have no names
 * (registryLoader.cjs drops them, so their files are named by id), and that table would be empty.
 *
 * This `gca` finds a route chunk's ids by calling the registry's own loader with a stand-in for
 * `__webpack_require__.e` that only records the ids it is asked for. That also yields the shared
 * chunks a route needs besides its own, which the framework's table never listed: all of them are
 * prefetched. `__webpack_require__.pfl` prefetches the chunks of any such loader the same way (the
 * route table's sections, see routeSections.cjs).
 */
import type {Compiler, RuntimeModule} from 'webpack';

/** Where the registry module (registryLoader.cjs) leaves itself for the runtime. */
const REGISTRY_GLOBAL = '__webpack_require__.routeRegistry';

/**
 * The runtime code. The stand-in for `e` returns a promise that never settles, so the loader never
 * goes on to require a module that is not there.
 */
export function chunkAssetRuntime({publicPath, chunkUrl}: {publicPath: string; chunkUrl: string}) {
  return `(function () {
  var prefetched = {};
  function prefetch(url) {
    if (prefetched[url]) return;
    prefetched[url] = true;
    var link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  }
  // The chunk files a loader (a function calling \`import()\`) would load, its own last.
  function chunkUrls(load) {
    var ids = [];
    var ensure = __webpack_require__.e;
    __webpack_require__.e = function (id) {
      ids.push(id);
      return new Promise(function () {});
    };
    try {
      load();
    } catch (error) {
      // Prefetching is a hint: a loader that throws gets no URL, and the click loads as usual.
      ids = [];
    } finally {
      __webpack_require__.e = ensure;
    }
    // Chunks of the entry point are loaded already, and have no file name: the name function
    // answers 'undefined' in their place.
    var urls = [];
    for (var i = 0; i < ids.length; i++) {
      var url = ${publicPath} + ${chunkUrl}(ids[i]);
      if (url.indexOf('undefined') === -1) urls.push(url);
    }
    return urls;
  }
  __webpack_require__.gca = function (chunkName) {
    var entry = ${REGISTRY_GLOBAL} && ${REGISTRY_GLOBAL}[chunkName];
    if (!entry) return undefined;
    var urls = chunkUrls(entry[0]);
    var own = urls.pop();
    urls.forEach(prefetch);
    return own;
  };
  // Prefetches every chunk a loader would load (route table sections, client/docusaurus.ts).
  __webpack_require__.pfl = function (load) {
    chunkUrls(load).forEach(prefetch);
  };
})();`;
}

const PLUGIN = 'lean-bundle-chunk-assets';

/** Adds the `gca` runtime function above; use instead of the framework's ChunkAssetPlugin. */
export class ChunkAssetsPlugin {
  apply(compiler: Compiler): void {
    const {RuntimeModule: Base, RuntimeGlobals} = compiler.webpack;
    const code = chunkAssetRuntime({
      publicPath: RuntimeGlobals.publicPath,
      chunkUrl: RuntimeGlobals.getChunkScriptFilename,
    });
    class ChunkAssetsRuntimeModule extends Base {
      constructor() {
        super('LeanBundleChunkAssets', Base.STAGE_ATTACH);
      }
      override generate(): string {
        return code;
      }
    }
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN, (chunk, set) => {
        // The function calls both: declaring them makes sure the runtime defines them.
        set.add(RuntimeGlobals.publicPath);
        set.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new ChunkAssetsRuntimeModule() as RuntimeModule);
      });
    });
  }
}
