/**
 * Guards for faults the framework leaves to the site: the page's own bundle failing at first load
 * (an inline head script reloads once, then shows a message; see bundleLoadGuard.ts) and browser
 * storage whose methods throw (a client module turns it into unavailable storage, which the theme
 * already handles with one warning; see client/storageGuard.ts).
 *
 * List it before the PWA plugin: client modules load in plugin order, and the storage guard has to
 * run before any plugin creates a storage slot.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {bundleLoadGuardScript} from './bundleLoadGuard';

export default function pluginFaultTolerance(): Plugin<void> {
  return {
    name: 'fault-tolerance',
    getClientModules() {
      return [path.join(__dirname, 'client/storageGuard.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: bundleLoadGuardScript}]};
    },
  };
}
