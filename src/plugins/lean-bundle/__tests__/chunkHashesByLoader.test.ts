import {describe, expect, it} from 'vitest';
import {moveChunkHashes} from '../chunkHashesByLoader';

const runtime =
  '(()=>{"use strict";var n={};n.u=e=>"assets/js/"+(({45:"prism"})[e]||e)+"."+({45:"aaaa0045",70:"aaaa0070",71:"aaaa0071",80:"aaaa0080",90:"aaaa0090"})[e]+".js";self.webpackChunk_site=[];})();';
const push = (id: string, body: string) =>
  `"use strict";(self.webpackChunk_site=self.webpackChunk_site||[]).push([["${id}"],{1(e,t,n){${body}}}]);`;

// main loads the section 70 and prism 45; the section loads routes 80 and 90, prism loads 71.
const chunks = new Map([
  [
    'main.js',
    `"use strict";(self.webpackChunk_site=self.webpackChunk_site||[]).push([["1"],{2(e,t,n){n.e("70");n.e(45)}},e=>{e.O()}]);`,
  ],
  ['70.aaaa0070.js', push('70', 'n.e("80").then(()=>n.e("90"))')],
  ['prism.aaaa0045.js', push('45', 'n.e("71")')],
  ['80.aaaa0080.js', push('80', 'n.e("71")')],
  ['90.aaaa0090.js', push('90', '')],
]);
const carriers = new Set([...chunks.keys()].filter((file) => file !== 'main.js'));

/** Runs the runtime, then each given chunk's push as the runtime would, and names the files. */
function namesAfter(code: string, loaded: string[], files: Map<string, string>) {
  const runtimeScope = code.replace('self.webpackChunk_site=[];', 'scope.n=n;');
  const scope: {n?: {u: (id: string) => string; [slot: string]: unknown}} = {};
  new Function('scope', runtimeScope)(scope);
  const n = scope.n!;
  for (const file of loaded) {
    const pushed: unknown[][] = [];
    new Function('self', files.get(file)!)({webpackChunk_site: pushed});
    const hand = pushed[0]![2] as ((r: typeof n) => void) | undefined;
    hand?.(n);
  }
  return (id: string) => n.u(id);
}

describe('moveChunkHashes', () => {
  it('moves a hash that one chunk alone loads into that chunk, and keeps shared ones', () => {
    const result = moveChunkHashes(runtime, chunks, carriers)!;
    expect(result.moved).toBe(2);
    expect([...result.chunks.keys()]).toEqual(['70.aaaa0070.js']);
    expect(result.runtime).not.toContain('aaaa0080');
    expect(result.runtime).not.toContain('aaaa0090');
    // 71 is loaded by two chunks, 70 and 45 by the entry chunk, which carries nothing.
    for (const kept of ['aaaa0071', 'aaaa0070', 'aaaa0045']) {
      expect(result.runtime).toContain(kept);
    }
  });

  it('names every file as before once the loading chunk has run', () => {
    const result = moveChunkHashes(runtime, chunks, carriers)!;
    const files = new Map([...chunks, ...result.chunks]);
    const name = namesAfter(result.runtime, ['70.aaaa0070.js'], files);
    expect(name('80')).toBe('assets/js/80.aaaa0080.js');
    expect(name('90')).toBe('assets/js/90.aaaa0090.js');
    expect(name('71')).toBe('assets/js/71.aaaa0071.js');
    expect(name('45')).toBe('assets/js/prism.aaaa0045.js');
  });

  it('hands the hashes over from the push function, leaving the rest of the chunk as it was', () => {
    const original = chunks.get('70.aaaa0070.js')!;
    const carrier = moveChunkHashes(runtime, chunks, carriers)!.chunks.get('70.aaaa0070.js')!;
    const pushEnd = '}]);';
    expect(original.endsWith(pushEnd)).toBe(true);
    expect(carrier).toBe(
      `${original.slice(0, -pushEnd.length)}},function(r){r.lbh=Object.assign(r.lbh||{},{80:"aaaa0080",90:"aaaa0090"})}]);`,
    );
  });

  it('reads ids the minifier wrote in exponent form (73e3 for chunk 73000)', () => {
    const rounded = runtime.replace('90:"aaaa0090"', '9e4:"aaaa0090"');
    const files = new Map([
      ...chunks,
      ['70.aaaa0070.js', push('70', 'n.e("80").then(()=>n.e("90000"))')],
      ['90000.aaaa0090.js', push('90000', '')],
    ]);
    files.delete('90.aaaa0090.js');
    const result = moveChunkHashes(rounded, files, new Set([...files.keys()].slice(1)))!;
    expect(result.moved).toBe(2);
    expect(result.runtime).not.toContain('aaaa0090');
    const name = namesAfter(
      result.runtime,
      ['70.aaaa0070.js'],
      new Map([...files, ...result.chunks]),
    );
    expect(name('90000')).toBe('assets/js/90000.aaaa0090.js');
    expect(name('71')).toBe('assets/js/71.aaaa0071.js');
  });

  it('moves nothing out of a runtime without the expected table', () => {
    expect(moveChunkHashes('(()=>{})();', chunks, carriers)).toBeUndefined();
    expect(moveChunkHashes(runtime, chunks, new Set())).toBeUndefined();
  });
});
