/**
 * The stylesheet that colours server-highlighted code in dark mode (src/utils/dualCodeColours.ts),
 * made from `themeConfig.prism`'s two themes and bundled with the site's CSS. Without it a
 * dark-mode reader sees light code blocks until the page hydrates and Prism runs again. It is a
 * client module rather than a <style> in each page's head: 2.6 kB on every page would push the
 * offline precache past its limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {codeColoursCss} from '../../utils/dualCodeColours';

type PrismConfig = {theme?: PrismTheme; darkTheme?: PrismTheme};

export default function pluginCodeColours({
  siteConfig,
  generatedFilesDir,
}: LoadContext): Plugin<void> {
  const {theme, darkTheme} = (siteConfig.themeConfig as {prism?: PrismConfig}).prism ?? {};
  if (!theme) {
    throw new Error('code-colours: set themeConfig.prism.theme; code blocks are coloured from it.');
  }
  const file = path.join(generatedFilesDir, 'code-colours', 'code-colours.css');
  // As the theme does: without a dark theme, dark mode uses the light one.
  const css = codeColoursCss(theme, darkTheme ?? theme);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) {
    fs.writeFileSync(file, css);
  }
  return {
    name: 'code-colours',
    getClientModules() {
      return [file];
    },
  };
}
