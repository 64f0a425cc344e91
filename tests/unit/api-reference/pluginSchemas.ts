/**
 * Reads the option schemas of the installed `@docusaurus/*` packages the way Docusaurus core
 * reads them: the module is loaded with core's own loader (`loadFreshModule`, which also copes
 * with the ES-module `lib/options.js` that plugin-vercel-analytics 3.8.1 ships), its
 * `validateOptions` / `validateThemeConfig` is called with a `validate` callback that keeps the
 * Joi schema it is given, and core's `id` option is appended as `normalizePluginOptions` does.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import {Joi, PluginIdSchema} from '@docusaurus/utils-validation';

import {siteDir} from './mdxPage';
import type {SchemaDescription} from './schemaLeaves';

type JoiSchema = ReturnType<typeof Joi.object>;
type Validate = (schema: JoiSchema, value: unknown) => unknown;
type PluginModule = {
  validateOptions?: (context: {validate: Validate; options: object}) => unknown;
  validateThemeConfig?: (context: {validate: Validate; themeConfig: object}) => unknown;
};

const siteRequire = createRequire(path.join(siteDir, 'package.json'));

/** The installed copy the site uses (the packages' `exports` maps hide `package.json`). */
export function packageDir(packageName: string): string {
  return path.join(siteDir, 'node_modules', packageName);
}

/** Source text of a file inside an installed package, for facts no schema carries. */
export function readPackageFile(packageName: string, relativePath: string): string {
  return readFileSync(path.join(packageDir(packageName), relativePath), 'utf8');
}

export function packageVersion(packageName: string): string {
  return (JSON.parse(readPackageFile(packageName, 'package.json')) as {version: string}).version;
}

async function loadPluginModule(packageName: string): Promise<PluginModule> {
  const loaded = (await loadFreshModule(siteRequire.resolve(packageName))) as PluginModule & {
    default?: PluginModule;
  };
  // Core accepts both shapes: named exports on the module or on its default export.
  return {
    validateOptions: loaded.default?.validateOptions ?? loaded.validateOptions,
    validateThemeConfig: loaded.default?.validateThemeConfig ?? loaded.validateThemeConfig,
  };
}

function captureSchema(run: (validate: Validate) => unknown): JoiSchema | undefined {
  let captured: JoiSchema | undefined;
  run((schema, value) => {
    captured = schema;
    return value;
  });
  return captured;
}

/**
 * The options a plugin accepts, `id` included. Without `validateOptions`, core checks nothing
 * and only adds `id`, which is what an empty schema plus `id` describes.
 */
export async function describePluginOptions(packageName: string): Promise<SchemaDescription> {
  const {validateOptions} = await loadPluginModule(packageName);
  const schema = validateOptions
    ? captureSchema((validate) => validateOptions({validate, options: {}}))
    : Joi.object();
  if (!schema) {
    throw new Error(`${packageName}: validateOptions never called validate()`);
  }
  return schema.append({id: PluginIdSchema}).describe() as SchemaDescription;
}

/** The slice of `themeConfig` a package validates, or `undefined` if it validates none. */
export async function describeThemeConfig(
  packageName: string,
): Promise<SchemaDescription | undefined> {
  const {validateThemeConfig} = await loadPluginModule(packageName);
  const schema =
    validateThemeConfig &&
    captureSchema((validate) => validateThemeConfig({validate, themeConfig: {}}));
  return schema?.describe() as SchemaDescription | undefined;
}

/**
 * The Joi schema a content plugin checks front matter with. Blog and pages keep it private, so
 * their `lib/frontMatter.js` is loaded once with `validateFrontMatter` swapped for a function
 * that keeps the schema it is given; the real module is put back afterwards.
 */
export function describeFrontMatter(packageName: string, exportName: string): SchemaDescription {
  const frontMatterPath = path.join(packageDir(packageName), 'lib', 'frontMatter.js');
  const pluginRequire = createRequire(frontMatterPath);
  const validationPath = pluginRequire.resolve('@docusaurus/utils-validation');
  pluginRequire(validationPath);
  const cacheEntry = pluginRequire.cache[validationPath]!;
  const realExports = cacheEntry.exports as object;

  let captured: JoiSchema | undefined;
  cacheEntry.exports = Object.create(realExports, {
    validateFrontMatter: {
      value: (frontMatter: unknown, schema: JoiSchema) => {
        captured = schema;
        return frontMatter;
      },
    },
  });
  delete pluginRequire.cache[frontMatterPath];
  try {
    const frontMatterModule = pluginRequire(frontMatterPath) as Record<
      string,
      (fm: object) => void
    >;
    frontMatterModule[exportName]!({});
  } finally {
    cacheEntry.exports = realExports;
    delete pluginRequire.cache[frontMatterPath];
  }
  if (!captured) {
    throw new Error(`${packageName}: ${exportName} never called validateFrontMatter()`);
  }
  return captured.describe() as SchemaDescription;
}
