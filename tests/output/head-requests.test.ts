/**
 * What every page asks the browser to fetch before the first paint: the global stylesheet,
 * KaTeX's stylesheet on the pages that show formulas only (src/utils/remarkMathStylesheet.ts,
 * lean-bundle's katexStylesheet.ts), and no web app manifest, which the browser code links once
 * the page is on screen (src/plugins/pwa/headTags.ts; the offline e2e test reads it).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, htmlFiles, readBuildFile} from '../shared/build';

const built = buildToCheck('what pages fetch first');

/** The folder of KaTeX's stylesheet and fonts, and the stylesheet's name. */
const KATEX_DIR = path.join(BUILD_DIR, 'assets/katex');
const katexStylesheet = () =>
  fs.readdirSync(KATEX_DIR).find((name) => /^katex\.[0-9a-f]+\.css$/.test(name));

const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="?stylesheet"? href="?([^"\s>]+)/g)].map((match) => match[1]);

describe.runIf(built)('before the first paint, pages', () => {
  it('link the KaTeX stylesheet where a formula shows, and only there', () => {
    const katex = `/assets/katex/${katexStylesheet()}`;
    const withMath: string[] = [];
    const problems: string[] = [];
    for (const file of htmlFiles()) {
      const html = readBuildFile(file);
      const hasFormula = /<span class="?katex"?>/.test(html);
      const linked = stylesheets(html).includes(katex);
      if (hasFormula) {
        withMath.push(file);
      }
      if (hasFormula !== linked) {
        problems.push(`${file}: ${hasFormula ? 'formula without' : 'KaTeX stylesheet without'}`);
      }
      if (/<link[^>]* rel="?manifest/.test(html)) {
        problems.push(`${file}: manifest linked in the HTML`);
      }
    }
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
    expect(withMath).toContain('docs/markdown-features/math-equations/index.html');
  });

  it("keep KaTeX's rules and fonts out of the stylesheet every page loads", () => {
    const global = stylesheets(readBuildFile('index.html'));
    expect(global).toHaveLength(1);
    const css = fs.readFileSync(path.join(BUILD_DIR, global[0]!), 'utf8');
    expect(css).not.toMatch(/@font-face\{font-family:KaTeX|\.katex\{/);
    // KaTeX's own stylesheet, with every font file it names.
    const katexCss = fs.readFileSync(path.join(KATEX_DIR, katexStylesheet()!), 'utf8');
    const fonts = [...katexCss.matchAll(/url\((fonts\/[^)]+)\)/g)].map((match) => match[1]!);
    expect(fonts.length).toBeGreaterThan(50);
    expect(fonts.filter((font) => !fs.existsSync(path.join(KATEX_DIR, font)))).toEqual([]);
  });
});
