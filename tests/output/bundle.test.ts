/**
 * What every page's own scripts (runtime and main bundle) carry, checked on the built files: the
 * lean-bundle plugin keeps Prism and the route registry's server-only module paths out of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, NO_BUILD_MESSAGE, hasBuild, readBuildFile} from './site';

const built = hasBuild();
if (!built) {
  console.warn(`bundle: skipped. ${NO_BUILD_MESSAGE}`);
}

// A string only the Bash grammar has, one of themeConfig.prism.additionalLanguages.
const BASH_GRAMMAR = 'BASH_ALIASES';

function pageScripts(html: string): string[] {
  return [...html.matchAll(/<script src=["']?(\/assets\/js\/[^"' >]+\.js)/g)].map((m) => m[1]!);
}

describe.skipIf(!built)('the scripts every page loads', () => {
  const scripts = built ? pageScripts(readBuildFile('index.html')) : [];
  const read = (src: string) => readBuildFile(src.slice(1));

  it('are the runtime and the main bundle', () => {
    expect(scripts.map((src) => path.basename(src).split('.')[0])).toEqual([
      'runtime~main',
      'main',
    ]);
  });

  it('do not carry Prism grammars, which load with the first code block', () => {
    for (const src of scripts) {
      expect(read(src).includes(BASH_GRAMMAR), `${src} holds the Bash grammar`).toBe(false);
    }
    const jsDir = path.join(BUILD_DIR, 'assets/js');
    const withBash = fs
      .readdirSync(jsDir)
      .filter((file) => fs.readFileSync(path.join(jsDir, file), 'utf8').includes(BASH_GRAMMAR));
    expect(withBash.length, 'no chunk holds the Bash grammar: it is not loaded at all').toBe(1);
  });

  it('do not carry the module paths of route content, which only server rendering reads', () => {
    const main = read(scripts.find((src) => src.includes('/main.'))!);
    expect(main.match(/"@(site|generated)\/[^"]*"/g) ?? []).toEqual([]);
    // The registry is still there: its entries keep their loaders and module ids.
    expect(main).toMatch(/\[\(\)=>[^\]]*,"",\d+\]/);
  });
});
