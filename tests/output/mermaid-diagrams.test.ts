/**
 * Mermaid diagrams on docs pages are drawn at build time (src/plugins/mermaid-svg): every diagram
 * of every docs page is inline SVG in light and dark, named for assistive technology, with ids no
 * other SVG of the page shares, and no page starts or preloads the Mermaid chunk. The diagrams
 * guide keeps the theme's live drawing (```mermaid live), which these checks leave out; each of
 * its live diagrams carries its build-time drawing too, to hold its place until Mermaid draws it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, docsVersions, readBuildFile} from '../shared/build';
import {builtPagesWithClass} from '../shared/dom';

const built = buildToCheck('mermaid diagrams');

const siteDir = path.join(__dirname, '../..');
const LIVE_GUIDE = /\/markdown-features\/diagrams$/;

/**
 * The ```mermaid blocks a Markdown file renders (not those shown inside ````md examples); with
 * `live`, the ```mermaid live ones instead.
 */
function drawnBlocks(markdown: string, live = false): number {
  let inExample = false;
  let count = 0;
  for (const line of markdown.split('\n')) {
    if (/^````/.test(line)) {
      inExample = !inExample;
    } else if (!inExample && (live ? /^```mermaid live\s*$/ : /^```mermaid\s*$/).test(line)) {
      count += 1;
    }
  }
  return count;
}

/** Docs source files with diagrams drawn at build time, in every built version. */
function sourcesWithDiagrams(): string[] {
  const roots = ['docs', ...docsVersions().map((v) => `versioned_docs/version-${v}`)];
  return roots.flatMap((root) =>
    fs
      .readdirSync(path.join(siteDir, root), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => path.join(root, file))
      .filter((file) => drawnBlocks(fs.readFileSync(path.join(siteDir, file), 'utf8')) > 0),
  );
}

// A compiled `mermaid` element whose props carry the drawing: `.mermaid,{value:<string>,svgId:`.
// The minifier quotes a string with ", ' or ` depending on what it holds.
const DRAWN_ELEMENT =
  /\.mermaid,\{value:(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`),svgId:/g;

/** The bundle's chunks (`assets/js/…`), read once. */
let chunks: Map<string, string> | undefined;
function jsChunks(): Map<string, string> {
  chunks ??= new Map(
    fs
      .readdirSync(path.join(BUILD_DIR, 'assets/js'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readBuildFile(`assets/js/${file}`)]),
  );
  return chunks;
}

describe.skipIf(!built)('Mermaid diagrams on docs pages', () => {
  const pages = built ? builtPagesWithClass(['docs'], 'docs-doc-id-') : [];
  const withDiagrams = pages.filter(
    ({permalink, $}) => !LIVE_GUIDE.test(permalink) && $('article .zoomable-diagram').length > 0,
  );

  it('are on as many pages as the sources have diagrams, the docs landing page among them', () => {
    expect(withDiagrams.map((page) => page.permalink)).toContain('/docs/');
    expect(withDiagrams.length).toBe(sourcesWithDiagrams().length);
  });

  it('are each inline SVG in light and dark, named as one image, with ids of their own', () => {
    const problems = withDiagrams.flatMap(({permalink, $}) => {
      const found: string[] = [];
      $('article .zoomable-diagram').each((index, diagram) => {
        const where = `${permalink}, diagram ${index + 1}`;
        for (const mode of ['light', 'dark']) {
          const svg = $(diagram).find(`.mermaid-svg > [class*="${mode}"] > svg`);
          if (svg.length !== 1) {
            found.push(`${where}: no ${mode} SVG`);
          } else if (
            svg.attr('role') !== 'img' ||
            !(svg.attr('aria-label') ?? svg.attr('aria-labelledby'))
          ) {
            found.push(`${where}: the ${mode} SVG is not a named image`);
          } else if (!svg.attr('id')?.endsWith(`-${mode}`)) {
            found.push(`${where}: the ${mode} SVG's id ${svg.attr('id')} does not name its mode`);
          }
        }
      });
      const ids = $('svg [id], svg[id]')
        .map((_i, element) => $(element).attr('id'))
        .get();
      const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
      if (repeated.length > 0) {
        found.push(`${permalink}: ids used twice: ${[...new Set(repeated)].join(', ')}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("render from content chunks whose every Mermaid element carries its drawing, so the page's Mermaid wrapper never imports the mermaid chunk", () => {
    const problems = withDiagrams.flatMap(({permalink, $}) => {
      const id = $('.mermaid-svg svg')
        .first()
        .attr('id')
        ?.replace(/-light$|-dark$/, '');
      const holding = [...jsChunks()].filter(([, code]) => code.includes(`svgId:"${id}"`));
      if (holding.length === 0) {
        return [`${permalink}: no chunk holds diagram ${id}`];
      }
      return holding.flatMap(([file, code]) => {
        const elements = code.match(/\.mermaid,\{value:/g)?.length ?? 0;
        const drawn = code.match(DRAWN_ELEMENT)?.length ?? 0;
        return elements === drawn ? [] : [`${permalink}: ${file} has undrawn Mermaid elements`];
      });
    });
    expect(problems).toEqual([]);
  });

  it('load no Mermaid script: no page starts or preloads the mermaid chunk', () => {
    const problems = withDiagrams.flatMap(({permalink, $}) =>
      $('script[src], link[rel="preload"], link[rel="prefetch"], link[rel="modulepreload"]')
        .map((_i, element) => $(element).attr('src') ?? $(element).attr('href'))
        .get()
        .filter((url: string) => url.includes('mermaid'))
        .map((url: string) => `${permalink}: ${url}`),
    );
    expect(problems).toEqual([]);
  });
});

describe.skipIf(!built)('Live Mermaid diagrams on the diagrams guide', () => {
  it('each carry the build-time drawing that holds their place until Mermaid draws them', () => {
    const guides = built
      ? builtPagesWithClass(['docs'], 'docs-doc-id-').filter(({permalink}) =>
          LIVE_GUIDE.test(permalink),
        )
      : [];
    // One guide per docs version.
    expect(guides.length).toBe(1 + docsVersions().length);
    const source = (permalink: string) => {
      const version = docsVersions().find((name) => permalink.startsWith(`/docs/${name}/`));
      const root = version ? `versioned_docs/version-${version}` : 'docs';
      const file = path.join(
        siteDir,
        root,
        'guides/markdown-features/markdown-features-diagrams.mdx',
      );
      return fs.readFileSync(file, 'utf8');
    };
    for (const {permalink, $} of guides) {
      const live = drawnBlocks(source(permalink), true);
      expect(live, permalink).toBeGreaterThan(0);
      // The guide has no plain ```mermaid block: every drawing on it stands in for a live one.
      expect(drawnBlocks(source(permalink)), permalink).toBe(0);
      const drawings = $('article .zoomable-diagram .mermaid-svg').filter(
        (_i, drawing) => $(drawing).find('svg').length === 2,
      );
      expect(drawings.length, permalink).toBe(live);
    }
  });
});
