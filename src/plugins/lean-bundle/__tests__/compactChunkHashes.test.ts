import {describe, expect, it} from 'vitest';
import {compactChunkHashes} from '../compactChunkHashes';

type Runtime = {u: (id: number) => string; css?: (id: number) => string};

/** Runs a runtime-shaped script and returns the file name functions it defines. */
function run(source: string): Runtime {
  const scope: {runtime?: Runtime} = {};
  new Function('scope', source)(scope);
  return scope.runtime!;
}

// The shape the bundler writes, minified: named chunks first, then the hash table by id.
const runtime = (tables: string) => `(()=>{"use strict";var n={};${tables}scope.runtime=n;})();`;
const jsTable =
  'n.u=e=>"assets/js/"+(({45883:"prism"})[e]||e)+"."+({10082:"b9957b32",1035:"93385986",45883:"27aa75a7",7:"0aac8e7b"})[e]+".js";';

describe('compactChunkHashes', () => {
  it('names every chunk file as the original table does', () => {
    const original = runtime(jsTable);
    const compact = compactChunkHashes(original)!;
    expect(compact).not.toContain('b9957b32:');
    expect(compact).not.toContain('10082:"');
    for (const id of [10082, 1035, 45883, 7]) {
      expect(run(compact).u(id)).toBe(run(original).u(id));
    }
    expect(run(compact).u(45883)).toBe('assets/js/prism.27aa75a7.js');
    expect(run(compact).u(1)).toBe(run(original).u(1));
  });

  it('is shorter once there are many chunks', () => {
    const entries = Array.from({length: 900}, (_, i) => {
      const hash = ((i * 2654435761) >>> 0).toString(16).padStart(8, '0');
      return `${1000 + i * 97}:"${hash}"`;
    });
    const original = runtime(`n.u=e=>"assets/js/"+e+"."+({${entries.join(',')}})[e]+".js";`);
    const compact = compactChunkHashes(original)!;
    expect(compact.length).toBeLessThan(original.length * 0.7);
    expect(run(compact).u(1000 + 899 * 97)).toBe(run(original).u(1000 + 899 * 97));
  });

  it('rewrites each table with a cache of its own', () => {
    const cssTable = 'n.css=e=>"assets/css/"+e+"."+({12:"abcdef01",3:"12345678"})[e]+".css";';
    const original = runtime(jsTable + cssTable);
    const compact = compactChunkHashes(original)!;
    expect(compact).toContain('var __chunkHashes0,__chunkHashes1;');
    expect(run(compact).css!(12)).toBe('assets/css/12.abcdef01.css');
    expect(run(compact).u(7)).toBe('assets/js/7.0aac8e7b.js');
  });

  it('leaves a runtime it cannot rewrite alone', () => {
    expect(compactChunkHashes('(function(){var n={};})();')).toBeUndefined();
    expect(compactChunkHashes(runtime('n.u=e=>e+".js";'))).toBeUndefined();
    const mixed = runtime('n.u=e=>e+"."+({1:"abc",2:"abcdef12"})[e]+".js";');
    expect(compactChunkHashes(mixed)).toBeUndefined();
  });
});
