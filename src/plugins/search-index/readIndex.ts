/**
 * Reads a built index back from disk (Node only): for the relevance test, the benchmark and the
 * script that feeds a self-hosted engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import {decodeContext, type ContextText, type EncodedContext} from './contexts';
import {MANIFEST_FILE} from './build';
import type {SearchManifest, SearchRecord} from './types';

export interface BuiltContext {
  /** `<language>|<docusaurus_tag>` */
  key: string;
  /** Path relative to the build folder. */
  file: string;
  /** The records file as served: what a first search fetches. */
  bytes: Buffer;
  /** The text file as served; null in an index that has none (see ManifestContext). */
  textBytes: Buffer | null;
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
  const read = (file: string) => fs.readFileSync(path.join(outDir, file));
  const contexts = Object.entries(manifest.contexts).map(([key, {file, text}]) => {
    const bytes = read(file);
    const textBytes = text ? read(text) : null;
    const records = decodeContext(
      JSON.parse(bytes.toString('utf8')) as EncodedContext,
      textBytes ? (JSON.parse(textBytes.toString('utf8')) as ContextText) : undefined,
    );
    return {key, file, bytes, textBytes, records};
  });
  return {manifest, manifestBytes, contexts};
}
