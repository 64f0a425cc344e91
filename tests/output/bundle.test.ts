/**
 * How every page starts its scripts, and what they (runtime and main bundle) carry, checked on the
 * built files: the lean-bundle plugin keeps Prism, the registry's server-only paths, route chunk
 * names and most of tslib out of them, and doc descriptions out of the docs version metadata.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, htmlFiles, readBuildFile} from '../shared/build';

const built = buildToCheck('bundle');

// A string only the Bash grammar has, one of themeConfig.prism.additionalLanguages.
const BASH_GRAMMAR = 'BASH_ALIASES';

/**
 * The scripts a page starts: the array passed to its start script (lean-bundle/ssrTemplate.ts),
 * which adds them after the first paint. Empty when the page has no start script.
 */
function pageScripts(html: string): string[] {
  const start = /<script>[^<]*requestAnimationFrame[^<]*\((\[[^\]]*\])\)<\/script>/.exec(html);
  return start ? (JSON.parse(start[1]!) as string[]) : [];
}

describe.skipIf(!built)('every app page', () => {
  it('starts the runtime and main bundle from its start script, with no script tag of its own', () => {
    const pages = htmlFiles().filter((file) => readBuildFile(file).includes('id=__docusaurus'));
    expect(pages.length).toBeGreaterThan(500);
    const problems = pages.flatMap((file) => {
      const html = readBuildFile(file);
      const names = pageScripts(html).map((src) => path.basename(src).split('.')[0]);
      return [
        ...(names.join() === 'runtime~main,main' ? [] : [`${file}: starts [${names.join()}]`]),
        ...(/<script[^>]* src=["']?\/assets\/js\//.test(html)
          ? [`${file}: bundle script tag`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});

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
    const withBash = fs
      .readdirSync(path.join(BUILD_DIR, 'assets/js'))
      .filter((file) => readBuildFile(`assets/js/${file}`).includes(BASH_GRAMMAR));
    expect(withBash.length, 'no chunk holds the Bash grammar: it is not loaded at all').toBe(1);
  });

  it('do not carry the module paths of route content, which only server rendering reads', () => {
    const main = read(scripts.find((src) => src.includes('/main.'))!);
    expect(main.match(/"@(site|generated)\/[^"]*"/g) ?? []).toEqual([]);
    // The registry is still there: its entries keep their loaders and module ids.
    expect(main).toMatch(/\[\(\)=>[^\]]*,"",\d+\]/);
  });

  it('name route chunks by id, so the runtime maps ids to names only for our few named chunks', () => {
    const runtime = read(scripts.find((src) => src.includes('/runtime~main.'))!);
    // `n.u=e=>"assets/js/"+({1189:"color-generator",…})[e]||e)+"."+({…hashes})[e]+".js"`
    const names = /"assets\/js\/"\+\(\(?(\{[^}]*\})\)?\[\w+\]\|\|\w+\)/.exec(runtime);
    expect(names, 'the chunk file name function of the runtime').not.toBeNull();
    const named = Object.values(JSON.parse(names![1]!.replace(/(\d+):/g, '"$1":')) as string[]);
    expect(named.sort()).toEqual([
      'color-generator',
      'live-playground',
      'mermaid-diagram',
      'prism',
    ]);
    const files = fs.readdirSync(path.join(BUILD_DIR, 'assets/js'));
    expect(files.filter((file) => /^[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(file))).toEqual([]);
    // Nor a table from chunk names to ids for link prefetching: `gca` asks the registry.
    expect(runtime).toMatch(/\.gca=function\(\w+\)\{var \w+=\w+\.routeRegistry&&/);
  });

  it('name every chunk file, from the runtime or from the one chunk that loads it', () => {
    const jsDir = path.join(BUILD_DIR, 'assets/js');
    const runtime = read(scripts.find((src) => src.includes('/runtime~main.'))!);
    // `n.u=e=>"assets/js/"+…+"."+(n.lbh&&n.lbh[e]||({10082:"b9957b32",…})[e])+".js"`.
    const table = /\|\|\((\{(?:\d+:"[0-9a-f]{8}",?)+\})\)\[\w+\]\)\+"\.js"/.exec(runtime);
    expect(table, 'the hash table of the runtime').not.toBeNull();
    const inRuntime = new Function(`return ${table![1]}`)() as Record<string, string>;
    // lean-bundle/chunkHashesByLoader.ts: `…,function(r){r.lbh=Object.assign(r.lbh||{},{…})}]);`.
    const carried: Record<string, string> = {};
    const carriers = fs.readdirSync(jsDir).filter((file) => {
      const table = /r\.lbh=Object\.assign\(r\.lbh\|\|\{\},(\{[^}]*\})\)\}\]\);$/.exec(
        fs.readFileSync(path.join(jsDir, file), 'utf8'),
      );
      Object.assign(carried, table ? new Function(`return ${table[1]}`)() : {});
      return table !== null;
    });
    // The docs sections carry their routes' hashes: most of them leave the runtime.
    expect(carriers.length).toBeGreaterThan(5);
    expect(Object.keys(carried).length).toBeGreaterThan(Object.keys(inRuntime).length);
    const hashes = {...inRuntime, ...carried};
    const chunkFiles = fs.readdirSync(jsDir).filter((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file));
    expect(chunkFiles.length).toBeGreaterThan(500);
    expect(chunkFiles.filter((file) => hashes[file.split('.')[0]!] !== file.split('.')[1])).toEqual(
      [],
    );
    // And no table names a file that is not there.
    const present = new Set(fs.readdirSync(jsDir).map((file) => file.split('.').at(-2)));
    expect(Object.values(hashes).filter((hash) => !present.has(hash))).toEqual([]);
  });

  it('list the routes outside route sections once, chunks under short names, no table by path', () => {
    const main = read(scripts.find((src) => src.includes('/main.'))!);
    // The framework's chunk names (8 hex digits) and routesChunkNames keys (`/path-hash`).
    expect(main.match(/"[0-9a-f]{8}"/g) ?? []).toEqual([]);
    expect(main.match(/"\/docs\/configuration-\w+"/g) ?? []).toEqual([]);
    // A route outside the sections, with its chunks: `path:"/search",…chunks:{__comp:"…"}`.
    expect(main).toMatch(/path:"\/search",[^}]*chunks:\{__comp:"\w{1,3}"/);
    // Sections (lean-bundle/routeSections.cjs): a group for the changelog, nothing of the docs.
    expect(main).toMatch(/path:"\/changelog",group:/);
    expect(main).not.toContain('path:"/changelog/2.0.0"');
    expect(main).not.toContain('path:"/docs/configuration"');
  });

  it('leave each route section to a chunk of its own', () => {
    const jsDir = path.join(BUILD_DIR, 'assets/js');
    const holding = (route: RegExp) =>
      fs
        .readdirSync(jsDir)
        .filter((file) => route.test(fs.readFileSync(path.join(jsDir, file), 'utf8')));
    const docs = holding(/path:"\/docs\/configuration",[^}]*chunks:\{__comp:"\w{1,3}"/);
    const changelog = holding(/path:"\/changelog\/2\.0\.0",/);
    expect(docs).toHaveLength(1);
    expect(changelog).toHaveLength(1);
    expect(docs[0]).not.toBe(changelog[0]);
    expect(docs[0]).not.toMatch(/^main\./);
  });

  it('do not carry the search tokenizer, which only the open search box and page need', () => {
    // A character class only tokenize.ts (CJK scripts) holds.
    for (const src of scripts) {
      expect(read(src).includes('Script=Hiragana'), src).toBe(false);
    }
  });

  it('do not carry all of tslib, of which the theme needs one helper', () => {
    // A message only tslib's `__generator` helper holds.
    for (const src of scripts) {
      expect(read(src).includes('Generator is already executing'), src).toBe(false);
    }
  });
});

describe.skipIf(!built)('docs version metadata, which every doc page loads', () => {
  it('leaves doc descriptions, which only doc cards show, to a chunk of their own', () => {
    const jsDir = path.join(BUILD_DIR, 'assets/js');
    const chunks = fs
      .readdirSync(jsDir)
      .map((name) => fs.readFileSync(path.join(jsDir, name), 'utf8'));
    const metadata = chunks.filter((code) => code.includes('docsSidebars'));
    // Canary, 3.8.1 and 3.7.0 of the docs, the community docs and the test area's instances.
    expect(metadata.length).toBeGreaterThanOrEqual(4);

    const card = /<p class="[^"]*cardDescription[^"]*" title="([^"]+)"/.exec(
      readBuildFile('docs/category/getting-started/index.html'),
    );
    expect(card, 'the category page should render described cards').not.toBeNull();
    const description = JSON.stringify(card![1]).slice(1, -1);
    expect(metadata.filter((code) => code.includes(description))).toEqual([]);
    expect(chunks.some((code) => code.includes(description))).toBe(true);
  });
});
