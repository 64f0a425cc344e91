/**
 * Renders the site's real theme components on the server, outside a Docusaurus build, so
 * unit tests can check what the framework does with a given navbar configuration (including
 * the configuration errors of spec §5). esbuild bundles an entry module with the aliases the
 * Docusaurus bundler would set up (`@theme/*`, `@theme-original/*`, `@site/*`, the client API
 * under `@docusaurus/*`); only the `@generated/*` modules that a build writes are replaced, by
 * values the test passes in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {build, type Plugin} from 'esbuild';

const siteDir = path.resolve(__dirname, '../../..');
const siteRequire = createRequire(path.join(siteDir, 'package.json'));
const clientExportsDir = path.join(
  path.dirname(siteRequire.resolve('@docusaurus/core/package.json')),
  'lib/client/exports',
);
const themeClassicDir = path.join(
  path.dirname(siteRequire.resolve('@docusaurus/theme-classic/package.json')),
  'lib/theme',
);
const siteThemeDir = path.join(siteDir, 'src/theme');

/** The generated modules a build would write, as the rendered components read them. */
export interface GeneratedModules {
  'docusaurus.config': unknown;
  globalData: unknown;
  i18n: unknown;
  'site-storage': {type: string; namespace: string};
  [name: string]: unknown;
}

/** What the test data hook exposes to the bundle: set before each render. */
declare global {
  var __themeBundleGenerated: GeneratedModules | undefined;
}

function firstExisting(base: string, extensions: readonly string[]): string | undefined {
  const candidates = extensions.flatMap((ext) => [`${base}${ext}`, path.join(base, `index${ext}`)]);
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

const aliasPlugin: Plugin = {
  name: 'docusaurus-aliases',
  setup(build) {
    build.onResolve({filter: /^@generated\//}, (args) => ({
      path: args.path.slice('@generated/'.length),
      namespace: 'generated',
    }));
    build.onLoad({filter: /.*/, namespace: 'generated'}, (args) => ({
      // Read at evaluation time, so one bundle serves several scenarios.
      contents: `module.exports = (globalThis.__themeBundleGenerated || {})[${JSON.stringify(args.path)}] || {};`,
      loader: 'js',
    }));
    build.onResolve({filter: /^@site\//}, (args) => ({
      path:
        firstExisting(path.join(siteDir, args.path.slice('@site/'.length)), [
          '',
          '.tsx',
          '.ts',
          '.js',
        ]) ?? args.path,
    }));
    build.onResolve({filter: /^@theme-original\//}, (args) => {
      const file = firstExisting(
        path.join(themeClassicDir, args.path.slice('@theme-original/'.length)),
        ['.js'],
      );
      return file ? {path: file} : {errors: [{text: `theme-classic has no ${args.path}`}]};
    });
    build.onResolve({filter: /^@theme\//}, (args) => {
      const name = args.path.slice('@theme/'.length);
      const file =
        firstExisting(path.join(siteThemeDir, name), ['.tsx', '.ts']) ??
        firstExisting(path.join(themeClassicDir, name), ['.js']);
      // Components of other themes (the search bar) render nothing here.
      return file ? {path: file} : {path: 'null-component', namespace: 'stub'};
    });
    build.onLoad({filter: /.*/, namespace: 'stub'}, () => ({
      contents: 'export default function Stub() { return null; }',
      loader: 'js',
    }));
    build.onResolve({filter: /^@docusaurus\/[A-Za-z]+$/}, (args) => {
      const file = firstExisting(
        path.join(clientExportsDir, args.path.slice('@docusaurus/'.length)),
        ['.js'],
      );
      return file ? {path: file} : undefined;
    });
    build.onLoad({filter: /\.module\.css$/}, () => ({
      contents: 'export default new Proxy({}, {get: (_, key) => String(key)});',
      loader: 'js',
    }));
    build.onLoad({filter: /\.css$/}, () => ({contents: '', loader: 'js'}));
  },
};

/**
 * Bundles `entrySource` (an ES module whose imports use the aliases above) into one CommonJS
 * file and returns a loader that evaluates a fresh copy of it with the given generated modules.
 */
export async function bundleThemeEntry<Exports>(
  entrySource: string,
): Promise<(generated: GeneratedModules) => Exports> {
  const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'theme-bundle-')), 'bundle.cjs');
  await build({
    stdin: {contents: entrySource, resolveDir: siteDir, loader: 'tsx'},
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    jsx: 'automatic',
    loader: {'.js': 'jsx'},
    define: {'process.env.NODE_ENV': '"production"'},
    plugins: [aliasPlugin],
    logLevel: 'silent',
  });
  const load = createRequire(outfile);
  return (generated) => {
    globalThis.__themeBundleGenerated = generated;
    delete load.cache[outfile];
    return load(outfile) as Exports;
  };
}
