/**
 * Mermaid diagrams drawn at build time (see remark.ts): `mermaidSvg()` gives the remark plugin for
 * the content plugins' `beforeDefaultRemarkPlugins` and a site plugin that closes the build's
 * browser once the site is built. Whether the build can draw is decided once, with the first
 * diagram; when it cannot, one notice says why and the browser draws the diagrams instead.
 */
import fs from 'node:fs';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MermaidRenderer} from './renderer';
import {remarkMermaidSvg} from './remark';
import {planRendering, type MermaidThemeConfig} from './utils';

export interface MermaidSvgOptions {
  /** The site's `themeConfig.mermaid`, so build and browser draw alike. */
  config: MermaidThemeConfig;
  /** Chromium to draw with; CHROMIUM_PATH, else Debian's. */
  executablePath?: string;
}

function driverInstalled(): boolean {
  try {
    require.resolve('playwright-core');
    return true;
  } catch {
    return false;
  }
}

export function mermaidSvg({config, executablePath = '/usr/bin/chromium'}: MermaidSvgOptions) {
  let renderer: MermaidRenderer | undefined;
  let planned = false;
  const rendererForBuild = (): MermaidRenderer | undefined => {
    if (!planned) {
      planned = true;
      const plan = planRendering({
        executablePath,
        browserExists: fs.existsSync(executablePath),
        driverInstalled: driverInstalled(),
      });
      if (plan.where === 'build') {
        renderer = new MermaidRenderer({
          executablePath: plan.executablePath,
          config,
          fallbackLabel: 'Diagram',
        });
      } else {
        logger.info(plan.notice);
      }
    }
    return renderer;
  };
  const plugin = (_context: LoadContext): Plugin => ({
    name: 'mermaid-svg',
    async postBuild() {
      if (renderer) {
        const {cached, drawn, busyMs} = renderer.stats;
        await renderer.close();
        logger.info(
          `Mermaid: ${drawn} diagrams drawn in ${(busyMs / 1000).toFixed(1)} s, ${cached} from the cache.`,
        );
      }
    },
  });
  return {remarkPlugin: remarkMermaidSvg(rendererForBuild), plugin};
}
