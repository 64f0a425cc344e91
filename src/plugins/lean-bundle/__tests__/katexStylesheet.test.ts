import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readKatexFiles} from '../katexStylesheet';

function dist(css: string, fonts: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katex-dist-'));
  fs.mkdirSync(path.join(dir, 'fonts'));
  fs.writeFileSync(path.join(dir, 'katex.min.css'), css);
  for (const [name, content] of Object.entries(fonts)) {
    fs.writeFileSync(path.join(dir, 'fonts', name), content);
  }
  return dir;
}

const CSS =
  '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2"),url(fonts/KaTeX_Main-Regular.ttf) format("truetype")}.katex{font:normal 1.21em KaTeX_Main}';

describe('readKatexFiles', () => {
  it('names every file by its content, and the stylesheet names the fonts so', () => {
    const {stylesheet, files} = readKatexFiles(
      dist(CSS, {'KaTeX_Main-Regular.woff2': 'w2', 'KaTeX_Main-Regular.ttf': 'tt'}),
    );
    const names = [...files.keys()].sort();
    expect(names).toHaveLength(3);
    expect(stylesheet).toMatch(/^katex\.[0-9a-f]{8}\.css$/);
    const woff2 = names.find((name) => name.endsWith('.woff2'));
    const ttf = names.find((name) => name.endsWith('.ttf'));
    expect(woff2).toMatch(/^fonts\/KaTeX_Main-Regular\.[0-9a-f]{8}\.woff2$/);
    expect(ttf).toMatch(/^fonts\/KaTeX_Main-Regular\.[0-9a-f]{8}\.ttf$/);
    const css = String(files.get(stylesheet));
    expect(css).toContain(`url(${woff2}) format("woff2"),url(${ttf}) format("truetype")`);
    expect(css).toContain('.katex{font:normal 1.21em KaTeX_Main}');
    // Another font file content, another name; the stylesheet's name follows.
    const other = readKatexFiles(
      dist(CSS, {'KaTeX_Main-Regular.woff2': 'w2, fixed', 'KaTeX_Main-Regular.ttf': 'tt'}),
    );
    expect(other.files.has(woff2!)).toBe(false);
    expect(other.stylesheet).not.toBe(stylesheet);
  });

  it('fails the build when the stylesheet names a font the package lacks', () => {
    expect(() => readKatexFiles(dist(CSS, {'KaTeX_Main-Regular.woff2': 'w2'}))).toThrow(
      /names fonts\/KaTeX_Main-Regular\.ttf/,
    );
  });
});
