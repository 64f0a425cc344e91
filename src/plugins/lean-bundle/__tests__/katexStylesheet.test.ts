import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {linkKatexStylesheet, withKatexStylesheet} from '../katexStylesheet';

const HREF = '/assets/css/katex.1a2b3c4d.css';
const page = (body: string) =>
  `<!doctype html><html><head><link rel=stylesheet href=/assets/css/styles.0f0f0f0f.css></head><body>${body}</body></html>`;
const formula = '<p>Area: <span class=katex><span class=katex-mathml>…</span></span></p>';

describe('withKatexStylesheet', () => {
  it('links the stylesheet at the end of the head of a page with a formula', () => {
    const html = withKatexStylesheet(page(formula), HREF);
    expect(html).toContain(`styles.0f0f0f0f.css><link rel=stylesheet href=${HREF}></head>`);
    // The minifier drops the optional `</head>`: the link then goes before `<body>`.
    const minified = '<html><head><link rel=stylesheet href=/s.css><body class=x>' + formula;
    expect(withKatexStylesheet(minified, HREF)).toBe(
      `<html><head><link rel=stylesheet href=/s.css><link rel=stylesheet href=${HREF}><body class=x>${formula}`,
    );
    // Unminified markup is recognised too; a page already linked is left as it is.
    expect(withKatexStylesheet(page('<span class="katex">x</span>'), HREF)).not.toBeNull();
    expect(withKatexStylesheet(html!, HREF)).toBeNull();
  });

  it('leaves pages without a formula alone, even ones that name KaTeX', () => {
    expect(
      withKatexStylesheet(page('<p>We render math with KaTeX (class katex).</p>'), HREF),
    ).toBeNull();
    expect(withKatexStylesheet(page('<div class=katex-display-demo>x</div>'), HREF)).toBeNull();
  });
});

describe('linkKatexStylesheet', () => {
  it('rewrites the pages with formulas of a build, and does nothing without the stylesheet', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'katex-'));
    await fs.mkdir(path.join(outDir, 'assets/css'), {recursive: true});
    await fs.mkdir(path.join(outDir, 'docs/math'), {recursive: true});
    await fs.writeFile(path.join(outDir, 'docs/math/index.html'), page(formula));
    await fs.writeFile(path.join(outDir, 'index.html'), page('<p>Home</p>'));
    expect(await linkKatexStylesheet(outDir, '/')).toBe(0);

    await fs.writeFile(path.join(outDir, 'assets/css/katex.1a2b3c4d.css'), '.katex{}');
    expect(await linkKatexStylesheet(outDir, '/')).toBe(1);
    const math = await fs.readFile(path.join(outDir, 'docs/math/index.html'), 'utf8');
    expect(math).toContain(`<link rel=stylesheet href=${HREF}></head>`);
    expect(await fs.readFile(path.join(outDir, 'index.html'), 'utf8')).toBe(page('<p>Home</p>'));
    await fs.rm(outDir, {recursive: true});
  });
});
