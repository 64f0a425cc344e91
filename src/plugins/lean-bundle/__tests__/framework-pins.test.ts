/**
 * Each framework file we replace, or whose output we rewrite, is the one our code was written
 * against (frameworkPins.ts): an upgrade that changes it fails here, naming what to re-check. The
 * table is also checked for completeness: every module lean-bundle aliases or rewrites, and every
 * src/theme component that replaces a framework component instead of wrapping it, has a pin.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {Configuration, RuleSetRule} from 'webpack';
import {describe, expect, it} from 'vitest';
import pluginLeanBundle from '../index';
import {frameworkPins, type FrameworkPin} from './frameworkPins';

const ROOT = path.resolve(__dirname, '../../../..');

/** The folder of an installed package, looked up the way Node does from `fromDir`. */
function packageDir(name: string, fromDir: string = ROOT): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) {
      return candidate;
    }
    if (dir === path.dirname(dir)) {
      throw new Error(`${name} is not installed (looked from ${fromDir})`);
    }
  }
}

function pinnedPath(pin: FrameworkPin): string {
  const from = pin.resolvedFrom === undefined ? ROOT : packageDir(pin.resolvedFrom);
  return path.join(packageDir(pin.package, from), pin.file);
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('framework files we replace are the ones we copied from', () => {
  it.each(frameworkPins.map((pin) => [`${pin.package}/${pin.file}`, pin] as const))(
    '%s',
    (name, pin) => {
      const actual = sha256(pinnedPath(pin));
      if (actual !== pin.sha256) {
        expect.fail(
          `${name} changed (sha256 ${actual}, pinned ${pin.sha256}). ` +
            `Replaced by ${pin.replacedBy.join(', ')}: re-check ${pin.recheck}. ` +
            'Then update the pin in src/plugins/lean-bundle/__tests__/frameworkPins.ts.',
        );
      }
    },
  );

  it.each(frameworkPins.flatMap((pin) => pin.replacedBy.map((file) => [file])))(
    'names a file of ours that exists: %s',
    (file) => {
      expect(fs.existsSync(path.join(ROOT, file)), `${file} is in frameworkPins.ts`).toBe(true);
    },
  );
});

describe('every replacement has a pin', () => {
  const pinnedFiles = new Set(frameworkPins.map(pinnedPath));
  const pinnedPackages = new Set(frameworkPins.map((pin) => pin.package));

  // lean-bundle's webpack changes for the client build, from a configuration that has what it
  // looks for (the asset rules, the framework's ChunkAssetPlugin).
  const generatedFilesDir = '/generated';
  class ChunkAssetPlugin {}
  const urlLoaderRule = (test: RegExp) => ({test, use: [{loader: 'url-loader'}]});
  const clientRules: RuleSetRule[] = [
    urlLoaderRule(/\.woff2$/),
    urlLoaderRule(/\.(?:png|webp)$/),
    {test: /\.svg$/, oneOf: [urlLoaderRule(/\.svg$/)]},
    urlLoaderRule(/\.mp4$/),
  ];
  const clientConfig = {
    mode: 'production',
    module: {rules: clientRules},
    plugins: [new ChunkAssetPlugin()],
  } as unknown as Configuration;
  const changes = pluginLeanBundle({generatedFilesDir} as LoadContext).configureWebpack?.(
    clientConfig,
    false,
    {} as never,
    {} as never,
  ) as Configuration;

  it('for each module lean-bundle aliases', () => {
    const aliases = Object.keys(changes.resolve?.alias ?? {}).map((key) => key.replace(/\$$/, ''));
    expect(aliases.length).toBeGreaterThan(0);
    const unpinned = aliases.filter((alias) =>
      path.isAbsolute(alias)
        ? !pinnedFiles.has(alias.endsWith('.js') ? alias : `${alias}.js`)
        : !pinnedPackages.has(alias),
    );
    expect(unpinned.join(', '), 'aliased in src/plugins/lean-bundle/index.ts, add a pin').toBe('');
  });

  it('for each generated or framework module a lean-bundle rule rewrites', () => {
    const generated = frameworkPins.flatMap((pin) =>
      (pin.generates ?? []).map((file) =>
        path.join(generatedFilesDir, file.replace('<id>', 'default').replace('<name>', 'any')),
      ),
    );
    // Its own rules, and the ones it adds to the framework's (after the four asset rules).
    const rules = [...((changes.module?.rules ?? []) as RuleSetRule[]), ...clientRules.slice(4)];
    expect(rules.length).toBeGreaterThan(0);
    const pinnedLoaders = new Set(
      frameworkPins.flatMap((pin) => pin.replacedBy).map((file) => path.join(ROOT, file)),
    );
    // A rule that rewrites every module of a kind (not one generated file) is pinned through its
    // loader: the framework file that writes what the loader rewrites lists it.
    const loadersOf = (rule: RuleSetRule) =>
      (Array.isArray(rule.use) ? rule.use : []).map((use) =>
        typeof use === 'string' ? use : String((use as {loader?: string}).loader),
      );
    const unpinned = rules
      .filter((rule) => {
        const {test} = rule;
        if (typeof test === 'string') {
          return !generated.includes(test) && !pinnedFiles.has(test);
        }
        if (test instanceof RegExp) {
          return !generated.some((file) => test.test(file));
        }
        const loaders = loadersOf(rule);
        return loaders.length === 0 || !loaders.every((loader) => pinnedLoaders.has(loader));
      })
      .map((rule) => rule.test ?? loadersOf(rule).join(' + '));
    expect(
      unpinned.map(String).join(', '),
      'a rule in src/plugins/lean-bundle/index.ts rewrites it, add a pin',
    ).toBe('');
  });

  it('for each src/theme component that replaces a framework component without wrapping it', () => {
    const frameworkThemes = fs
      .readdirSync(path.join(ROOT, 'node_modules/@docusaurus'))
      .map((name) => path.join(ROOT, 'node_modules/@docusaurus', name, 'lib/theme'))
      .filter((dir) => fs.existsSync(dir));
    const themeDir = path.join(ROOT, 'src/theme');
    const replacements = fs
      .readdirSync(themeDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__'))
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => {
        const component = file.replace(/(\/index)?\.tsx?$/, '');
        const original = frameworkThemes
          .flatMap((dir) =>
            [`${component}/index.js`, `${component}.js`].map((f) => path.join(dir, f)),
          )
          .find((candidate) => fs.existsSync(candidate));
        const source = fs.readFileSync(path.join(themeDir, file), 'utf8');
        return original !== undefined && !source.includes(`@theme-original/${component}'`);
      })
      .map((file) => `src/theme/${file}`);
    expect(replacements.length).toBeGreaterThan(0);
    const pinnedReplacements = new Set(frameworkPins.flatMap((pin) => pin.replacedBy));
    expect(
      replacements.filter((file) => !pinnedReplacements.has(file)).join(', '),
      'these replace a framework theme component (no @theme-original import): add a pin',
    ).toBe('');
  });
});
