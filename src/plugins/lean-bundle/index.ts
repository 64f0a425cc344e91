/**
 * Keeps what every page downloads small: configuration the framework leaves to the site.
 *
 * Fonts are always emitted as files. Docusaurus inlines any asset under 10 kB as a data URL,
 * which for fonts means base64 (barely compressible) inside the one global CSS file that every
 * page downloads; KaTeX's font files alone made that CSS 125 kB larger, on pages with no math.
 * As files, a browser fetches a font only when some text on the page uses it, and caches it.
 */
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

function handlesFonts(rule: unknown): rule is RuleSetRule {
  return (
    typeof rule === 'object' &&
    rule !== null &&
    'test' in rule &&
    rule.test instanceof RegExp &&
    rule.test.test('font.woff2')
  );
}

export default function pluginLeanBundle(): Plugin<void> {
  return {
    name: 'lean-bundle',
    configureWebpack(config) {
      const fontRules = (config.module?.rules ?? []).filter(handlesFonts);
      let changed = 0;
      for (const rule of fontRules) {
        for (const use of Array.isArray(rule.use) ? rule.use : []) {
          if (typeof use === 'object' && use?.loader?.includes('url-loader')) {
            // url-loader with `limit: false` never inlines: file-loader emits the file.
            use.options = {...(typeof use.options === 'object' ? use.options : {}), limit: false};
            changed += 1;
          }
        }
      }
      if (changed === 0) {
        throw new Error('lean-bundle: the webpack config has no url-loader rule for fonts.');
      }
      return {};
    },
  };
}
