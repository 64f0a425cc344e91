/**
 * Chunk hashes that travel with the one chunk that loads them.
 *
 * The runtime names every chunk's file from a table of all content hashes, some 900 entries and
 * 7.6 kB gzip in the script every page loads first, though most chunks are loaded by a single
 * other chunk: a docs version's route section loads the route chunks of its docs, the Mermaid
 * chunk loads its diagram types. When a chunk is the only file whose code loads another (`__webpack_require__.e("id")`), that other chunk's hash
 * moves from the runtime's table into the loading chunk, which hands it to the runtime when it
 * runs, before any of its code can ask for the file. The runtime looks there first. About 130
 * entries stay in the runtime: chunks that the entry chunk loads, or that several chunks share.
 *
 * A chunk file is `(self.webpackChunk…=…||[]).push([[ids],{modules}])`; the runtime calls an
 * optional third element with `__webpack_require__` when the chunk arrives, and this adds one
 * that merges the chunk's table into `__webpack_require__.lbh`.
 *
 * This runs before the bundler's final content hashing (realContentHash), which then finds the
 * moved hashes in their new files and keeps every file name in step with what the file holds.
 */
import type {Compiler} from 'webpack';
import {beforeContentHashing} from './emittedScripts';

/**
 * The runtime's table: `({10082:"b9957b32",…})[e]`, indexed by the chunk id variable. The
 * minifier writes a round id in exponent form (`73e3:` for chunk 73000).
 */
const HASH_TABLE =
  /\(\{((?:\d+(?:e\d+)?:"[0-9a-f]+",)*\d+(?:e\d+)?:"[0-9a-f]+")\}\)\[([A-Za-z_$][\w$]*)\]/;
const ENTRY = /(\d+(?:e\d+)?):"([0-9a-f]+)"/g;
/** `n.u=e=>"assets/js/"+…`: the runtime's name for `__webpack_require__`. */
const REQUIRE_NAME = /([A-Za-z_$][\w$]*)\.u=[A-Za-z_$][\w$]*=>"/;
/** A chunk loaded by id: `r.e("123")` or `r.e(123)`. */
const LOAD = /\.e\("?(\d+)"?\)/g;
/** The end of a chunk file's push, with no runtime function of its own. */
const PUSH_END = /\}\]\);?\s*$/;
const PUSH_START =
  /^"use strict";\(self\.webpackChunk[\w$]*=self\.webpackChunk[\w$]*\|\|\[\]\)\.push\(\[\[/;
/** Where chunks leave the hashes they carry, on `__webpack_require__`. */
const SLOT = 'lbh';

export type MovedHashes = {
  /** The runtime, its table without the moved entries, looking in the slot first. */
  runtime: string;
  /** The chunk files that now carry hashes, by file name, with their new content. */
  chunks: Map<string, string>;
  moved: number;
};

/**
 * Moves each hash that only one chunk file loads into that file.
 * @param runtime the runtime's code
 * @param chunks every other script file of the build, by file name
 * @param carriers the files that may carry hashes: chunks loaded on demand, whose push has no
 *   function of its own (an entry chunk's starts the app)
 */
export function moveChunkHashes(
  runtime: string,
  chunks: ReadonlyMap<string, string>,
  carriers: ReadonlySet<string>,
): MovedHashes | undefined {
  const fileName = REQUIRE_NAME.exec(runtime);
  const requireName = fileName?.[1];
  // The file name function's table: the first one after `n.u=`.
  const table = fileName ? HASH_TABLE.exec(runtime.slice(fileName.index)) : null;
  if (!table || !requireName) {
    return undefined;
  }
  const hashes = new Map(
    [...table[1]!.matchAll(ENTRY)].map(([, id, hash]) => [String(Number(id)), hash!]),
  );
  const loaders = new Map<string, Set<string>>();
  for (const [file, code] of chunks) {
    for (const [, id] of code.matchAll(LOAD)) {
      loaders.set(id!, (loaders.get(id!) ?? new Set()).add(file));
    }
  }
  const carried = new Map<string, string[]>();
  for (const [id, files] of loaders) {
    const [file] = files;
    const code = file === undefined || !carriers.has(file) ? undefined : chunks.get(file);
    const canCarry = code !== undefined && PUSH_START.test(code) && PUSH_END.test(code);
    if (files.size === 1 && canCarry && hashes.has(id)) {
      carried.set(file!, [...(carried.get(file!) ?? []), id]);
    }
  }
  const moved = new Set([...carried.values()].flat());
  if (moved.size === 0) {
    return undefined;
  }
  const kept = [...hashes].filter(([id]) => !moved.has(id));
  const literal = `({${kept.map(([id, hash]) => `${id}:"${hash}"`).join(',')}})[${table[2]}]`;
  const lookup = `(${requireName}.${SLOT}&&${requireName}.${SLOT}[${table[2]}]||${literal})`;
  const rewritten = new Map<string, string>();
  for (const [file, ids] of carried) {
    const entries = ids.map((id) => `${id}:"${hashes.get(id)}"`).join(',');
    const hand = `function(r){r.${SLOT}=Object.assign(r.${SLOT}||{},{${entries}})}`;
    rewritten.set(
      file,
      chunks.get(file)!.replace(PUSH_END, () => `},${hand}]);`),
    );
  }
  return {
    runtime: runtime.replace(table[0], () => lookup),
    chunks: rewritten,
    moved: moved.size,
  };
}

const PLUGIN = 'lean-bundle-chunk-hashes-by-loader';

/** Moves hashes into the chunks that load them, before the final content hashing. */
export class ChunkHashesByLoaderPlugin {
  apply(compiler: Compiler): void {
    beforeContentHashing(compiler, PLUGIN, (compilation, RawSource) => {
      const runtimeFiles = new Set<string>();
      const carriers = new Set<string>();
      for (const chunk of compilation.chunks) {
        const files = chunk.hasRuntime() ? runtimeFiles : chunk.canBeInitial() ? null : carriers;
        chunk.files.forEach((file) => files?.add(file));
      }
      const scripts = new Map<string, string>();
      for (const asset of compilation.getAssets()) {
        if (asset.name.endsWith('.js')) {
          scripts.set(asset.name, String(asset.source.source()));
        }
      }
      const [runtimeFile, ...others] = [...runtimeFiles].filter((file) => scripts.has(file));
      if (runtimeFile === undefined || others.length > 0) {
        throw new Error('lean-bundle: expected one runtime script to move chunk hashes out of.');
      }
      const runtime = scripts.get(runtimeFile)!;
      scripts.delete(runtimeFile);
      const result = moveChunkHashes(runtime, scripts, carriers);
      if (result === undefined) {
        throw new Error(
          'lean-bundle: found no chunk hash table, or no chunk hash to move, in the runtime; the bundler writes it otherwise now.',
        );
      }
      compilation.updateAsset(runtimeFile, new RawSource(result.runtime));
      for (const [file, code] of result.chunks) {
        compilation.updateAsset(file, new RawSource(code));
      }
    });
  }
}
