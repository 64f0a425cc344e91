/**
 * The official PWA plugin, unchanged, except that its postBuild (which lists every file of the
 * build in the service worker's precache manifest) waits for the plugins that add files to the
 * build in their own postBuild (see buildWriters.ts). Without this, the search index manifest
 * was sometimes written after the listing: it was not precached and search failed offline.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// The package's declared types cover its options only; its compiled entry has the plugin's own.
import pluginPWA from '@docusaurus/plugin-pwa/lib/index.js';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import {afterBuildWriters} from './buildWriters';

export {validateOptions} from '@docusaurus/plugin-pwa/lib/index.js';

export default function pluginPwaAfterWriters(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> | null {
  const pwa = pluginPWA(context, options);
  if (pwa === null) {
    return null;
  }
  // Docusaurus resolves the relative paths a plugin returns against the plugin's own folder,
  // which for this wrapper is ours: point them back at the PWA package.
  const pwaLib = path.dirname(require.resolve('@docusaurus/plugin-pwa/lib/index.js'));
  const fromPwa = (relativeOrAbsolute: string) => path.resolve(pwaLib, relativeOrAbsolute);
  const {getThemePath, getTypeScriptThemePath, getClientModules} = pwa;
  return {
    ...pwa,
    getThemePath: getThemePath && (() => fromPwa(getThemePath())),
    getTypeScriptThemePath: getTypeScriptThemePath && (() => fromPwa(getTypeScriptThemePath())),
    getClientModules: getClientModules && (() => getClientModules().map(fromPwa)),
    async postBuild(props) {
      await afterBuildWriters();
      await pwa.postBuild?.(props);
    },
  };
}
