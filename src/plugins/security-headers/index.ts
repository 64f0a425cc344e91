/**
 * Writes `build/_headers` (read by Netlify and Cloudflare Pages): a Content-Security-Policy whose
 * `script-src` allows our own files plus the hash of every inline script of every built page,
 * and the usual hardening headers. See utils.ts for the policy itself.
 *
 * The plugin also runs the official client-redirects plugin and takes its options. Docusaurus
 * starts the postBuild hooks of all plugins at once, so a separate plugin could read the build
 * folder before the redirect pages exist, and each redirect page carries an inline script of its
 * own. Running the redirects first, then scanning, makes the policy complete on every build.
 * The redirect pages then get one shared script (see `shareRedirectScript`), which keeps the
 * policy to a few hashes instead of one per redirect page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi, normalizePluginOptions} from '@docusaurus/utils-validation';
import pluginClientRedirects, {
  validateOptions as validateClientRedirectsOptions,
} from '@docusaurus/plugin-client-redirects';
import type {
  Options as ClientRedirectsOptions,
  PluginOptions as ClientRedirectsPluginOptions,
} from '@docusaurus/plugin-client-redirects';
import {
  executableInlineScripts,
  renderHeadersFile,
  scriptHash,
  shareRedirectScript,
  siteHeaderRules,
} from './utils';

export type Options = {
  /** Options of the client-redirects plugin this plugin runs before it scans the build. */
  clientRedirects?: ClientRedirectsOptions;
};

export type PluginOptions = {
  id: string;
  clientRedirects: ClientRedirectsPluginOptions;
};

/** Name of the file Netlify and Cloudflare Pages read response headers from. */
export const HEADERS_FILE = '_headers';

async function htmlFiles(outDir: string): Promise<string[]> {
  // Redirect pages live in folders named like files (`docs.html/index.html`): keep files only.
  const entries = await fs.readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Gives every redirect page the shared redirect script, then returns the hashes of the inline
 * scripts of every HTML file in `outDir`.
 */
async function prepareAndHashScripts(outDir: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    const html = await fs.readFile(file, 'utf8');
    const shared = shareRedirectScript(html);
    if (shared !== html) {
      await fs.writeFile(file, shared);
    }
    for (const script of executableInlineScripts(shared)) {
      hashes.add(scriptHash(script));
    }
  }
  return hashes;
}

export default function pluginSecurityHeaders(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> {
  const redirects = pluginClientRedirects(context, options.clientRedirects);
  return {
    name: 'security-headers',
    async postBuild(props) {
      await redirects?.postBuild?.(props);
      const hashes = await prepareAndHashScripts(props.outDir);
      await fs.writeFile(
        path.join(props.outDir, HEADERS_FILE),
        renderHeadersFile(siteHeaderRules(hashes)),
      );
    },
  };
}

const OptionsSchema = Joi.object<PluginOptions>({
  clientRedirects: Joi.object().unknown().default({}),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  const validated = validate(OptionsSchema, options);
  return {
    ...validated,
    clientRedirects: validateClientRedirectsOptions({
      validate: normalizePluginOptions,
      options: validated.clientRedirects,
    }),
  };
}
