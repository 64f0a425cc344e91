import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkMathStylesheet, {KATEX_STYLESHEET} from '../remarkMathStylesheet';

/** Compiles Markdown with the site's math steps: remark-math, ours, then rehype-katex. */
async function compiled(markdown: string): Promise<string> {
  const file = await compile(markdown, {
    remarkPlugins: [remarkMath, remarkMathStylesheet],
    rehypePlugins: [rehypeKatex],
  });
  return String(file);
}

const importLine = `import '${KATEX_STYLESHEET}'`;

describe('remarkMathStylesheet', () => {
  it('imports the KaTeX stylesheet once on a page with formulas, inline or displayed', async () => {
    const inline = await compiled('The area is $\\pi r^2$ and $e^{i\\pi}$.\n');
    expect(inline.split(importLine)).toHaveLength(2);
    expect(inline).toContain('"katex"');
    const display = await compiled('# Sums\n\n- item\n\n  $$\n  \\sum_{i=1}^n i\n  $$\n');
    expect(display.split(importLine)).toHaveLength(2);
  });

  it('leaves pages without formulas alone, dollar signs in code included', async () => {
    const code = await compiled('It costs 5 dollars.\n\n```bash\necho "$HOME"\n```\n\n`$PATH`\n');
    expect(code).not.toContain('katex');
  });
});
