/**
 * A shorter chunk hash table in the runtime, the script every page loads first.
 *
 * To name a chunk's file, the runtime looks its id up in an object literal of every chunk's
 * content hash (one per file type that has chunks), `({10082:"b9957b32",…})[e]`: some 900
 * entries, 7.6 kB gzip. Written as the differences between sorted ids in base 36 and the hashes
 * as one string, with a function that builds the same object the first time a chunk is named,
 * the runtime is 2.1 kB gzip smaller.
 *
 * The rewrite runs after the bundler has computed every file's content hash, so file names stay
 * as they are. That is safe for caching because the rewritten runtime is a function of the
 * original: whenever the new content differs, the original did too, and so did its hash.
 */
import type {Compiler} from 'webpack';

/** The literal the bundler writes, indexed by the chunk id variable; ids are numbers here. */
const HASH_TABLE = /\(\{((?:\d+:"[0-9a-f]+",)*\d+:"[0-9a-f]+")\}\)\[([A-Za-z_$][\w$]*)\]/g;
const ENTRY = /(\d+):"([0-9a-f]+)"/g;
const STRICT_START = '(()=>{"use strict";';
/** Where each built table is kept, declared in the runtime's own scope. */
const CACHE = '__chunkHashes';

function compactTable(body: string, idVariable: string, cache: string): string | undefined {
  const entries = [...body.matchAll(ENTRY)]
    .map(([, id, hash]) => ({id: Number(id), hash: hash!}))
    .sort((a, b) => a.id - b.id);
  const hashLength = entries[0]!.hash.length;
  if (entries.some(({hash}) => hash.length !== hashLength)) {
    return undefined;
  }
  const steps = entries.map(({id}, i) => (id - (i === 0 ? 0 : entries[i - 1]!.id)).toString(36));
  const hashes = entries.map(({hash}) => hash).join('');
  const build =
    `function(){for(var t={},s="${steps.join(',')}".split(","),h="${hashes}",i=0,d=0;` +
    `i<s.length;i++)t[d+=parseInt(s[i],36)]=h.substr(${hashLength}*i,${hashLength});return t}`;
  return `(${cache}||(${cache}=(${build})()))[${idVariable}]`;
}

/**
 * The runtime with its chunk hash tables written compactly, or undefined when it has none this
 * can rewrite (a table whose hashes differ in length stays as it is).
 */
export function compactChunkHashes(runtime: string): string | undefined {
  if (!runtime.startsWith(STRICT_START)) {
    return undefined;
  }
  const caches: string[] = [];
  const rewritten = runtime.replace(HASH_TABLE, (table, body: string, idVariable: string) => {
    const cache = `${CACHE}${caches.length}`;
    const lookup = compactTable(body, idVariable, cache);
    if (lookup === undefined) {
      return table;
    }
    caches.push(cache);
    return lookup;
  });
  if (caches.length === 0) {
    return undefined;
  }
  return `${STRICT_START}var ${caches.join(',')};${rewritten.slice(STRICT_START.length)}`;
}

const PLUGIN = 'lean-bundle-compact-chunk-hashes';

/** Rewrites the runtime chunk's hash table once every hash is final. */
export class CompactChunkHashesPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER},
        () => {
          let rewritten = 0;
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) {
              continue;
            }
            for (const file of chunk.files) {
              const asset = compilation.getAsset(file);
              const compact = file.endsWith('.js')
                ? compactChunkHashes(String(asset?.source.source()))
                : undefined;
              if (compact !== undefined) {
                compilation.updateAsset(file, new sources.RawSource(compact));
                rewritten += 1;
              }
            }
          }
          if (rewritten === 0) {
            throw new Error(
              'lean-bundle: found no chunk hash table to rewrite in the runtime; the bundler writes it otherwise now.',
            );
          }
        },
      );
    });
  }
}
