/**
 * Builds the index from the rendered site: reads the HTML of every route, extracts its records
 * and writes two content-hashed files per context (its records, then their text: see
 * contexts.ts) plus the manifest that names them.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {readOutputHTMLFile} from '@docusaurus/utils';
import {contextFileName, encodeContext, encodeText, groupByContext} from './contexts';
import {extractRecords} from './extract';
import type {ContextFile, SearchManifest, SearchRecord} from './types';

export interface BuildIndexInput {
  outDir: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  routesPaths: string[];
  /** Routes marked `noindex` by their page. */
  noIndexPaths: Set<string>;
  excludePaths: string[];
  headingsOnlyPaths: string[];
  indexDir: string;
  defaultLanguage: string;
  chunkSize: number;
}

export const MANIFEST_FILE = 'manifest.json';

/** Whether `routePath`, without the base URL, is one of `prefixes` or under one of them. */
function underAny(routePath: string, baseUrl: string, prefixes: string[]): boolean {
  const withoutBase = `/${routePath.slice(baseUrl.length)}`;
  return prefixes.some(
    (prefix) => withoutBase === prefix || withoutBase.startsWith(`${prefix.replace(/\/$/, '')}/`),
  );
}

/** Whether a route is one the index should contain. */
export function isIndexedRoute(
  routePath: string,
  {baseUrl, excludePaths}: Pick<BuildIndexInput, 'baseUrl' | 'excludePaths'>,
): boolean {
  // 404.html and the like are files, not pages a reader navigates to.
  if (!routePath.startsWith(baseUrl) || routePath.endsWith('.html')) {
    return false;
  }
  return !underAny(routePath, baseUrl, excludePaths);
}

export async function collectRecords(input: BuildIndexInput): Promise<SearchRecord[]> {
  const routes = [...new Set(input.routesPaths)]
    .filter((route) => isIndexedRoute(route, input) && !input.noIndexPaths.has(route))
    .sort();
  const perRoute = await Promise.all(
    routes.map(async (route) => {
      const html = await readOutputHTMLFile(route, input.outDir, input.trailingSlash);
      return extractRecords(html.toString('utf8'), {
        path: route,
        defaultLanguage: input.defaultLanguage,
        chunkSize: input.chunkSize,
        headingsOnly: underAny(route, input.baseUrl, input.headingsOnlyPaths),
      });
    }),
  );
  return perRoute.flat();
}

/** Writes the context files and the manifest; returns the manifest. */
export async function writeIndex(input: BuildIndexInput): Promise<SearchManifest> {
  const records = await collectRecords(input);
  const dir = path.join(input.outDir, input.indexDir);
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(dir, {recursive: true});
  const manifest: SearchManifest = {version: 1, contexts: {}};
  const write = async (context: ContextFile, part: 'records' | 'text', body: unknown) => {
    const json = JSON.stringify(body);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const fileName = contextFileName(context.language, context.tag, hash, part);
    await fs.writeFile(path.join(dir, fileName), json);
    return `${input.indexDir}/${fileName}`;
  };
  for (const [key, context] of groupByContext(records)) {
    manifest.contexts[key] = {
      file: await write(context, 'records', encodeContext(context)),
      text: await write(context, 'text', encodeText(context)),
      records: context.records.length,
    };
  }
  await fs.writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  return manifest;
}
