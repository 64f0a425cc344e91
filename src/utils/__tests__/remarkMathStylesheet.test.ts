import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkMathStylesheet from '../remarkMathStylesheet';

const HREF = '/base/assets/katex-0.16.22/katex.min.css';

/** Compiles Markdown with the site's math steps: remark-math, ours, then rehype-katex. */
async function compiled(markdown: string, format: 'md' | 'mdx' = 'mdx'): Promise<string> {
  const file = await compile(markdown, {
    format,
    remarkPlugins: [remarkMath, [remarkMathStylesheet, {href: HREF}]],
    rehypePlugins: [rehypeKatex],
  });
  return String(file);
}

/** How often the page renders the link (via the MDX component map, which has no `link`). */
const links = (code: string) =>
  code.match(
    /_jsx\(_components\.link, \{\s*rel: "stylesheet",\s*href: "([^"]+)",\s*precedence: "katex"/g,
  )?.length ?? 0;

describe('remarkMathStylesheet', () => {
  it('links the KaTeX stylesheet once on a page with formulas, inline or displayed', async () => {
    const inline = await compiled('The area is $\\pi r^2$ and $e^{i\\pi}$.\n');
    expect(links(inline)).toBe(1);
    expect(inline).toContain(HREF);
    expect(inline).toContain('"katex"');
    const display = await compiled('# Sums\n\n- item\n\n  $$\n  \\sum_{i=1}^n i\n  $$\n', 'md');
    expect(links(display)).toBe(1);
  });

  it('leaves pages without formulas alone, dollar signs in code included', async () => {
    const code = await compiled('It costs 5 dollars.\n\n```bash\necho "$HOME"\n```\n\n`$PATH`\n');
    expect(code).not.toContain('katex');
  });
});
