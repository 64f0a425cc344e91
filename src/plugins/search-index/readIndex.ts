/**
 * Reads a built index back from disk (Node only): for the relevance test, the benchmark and the
 * script that feeds a self-hosted engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import {decodeContext, type EncodedContext} from './contexts';
import {MANIFEST_FILE} from './build';
import type {SearchManifest, SearchRecord} from './types';

export interface BuiltContext {
  /** `<language>|<docusaurus_tag>` */
  key: string;
  /** Path relative to the build folder. */
  file: string;
  /** The file as served. */
  bytes: Buffer;
  records: SearchRecord[];
}

export function manifestPath(outDir: string, indexDir = 'search-index'): string {
  return path.join(outDir, indexDir, MANIFEST_FILE);
}

export function readBuiltIndex(
  outDir: string,
  indexDir = 'search-index',
): {manifest: SearchManifest; manifestBytes: Buffer; contexts: BuiltContext[]} {
  const manifestBytes = fs.readFileSync(manifestPath(outDir, indexDir));
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as SearchManifest;
  const contexts = Object.entries(manifest.contexts).map(([key, {file}]) => {
    const bytes = fs.readFileSync(path.join(outDir, file));
    const encoded = JSON.parse(bytes.toString('utf8')) as EncodedContext;
    return {key, file, bytes, records: decodeContext(encoded)};
  });
  return {manifest, manifestBytes, contexts};
}
