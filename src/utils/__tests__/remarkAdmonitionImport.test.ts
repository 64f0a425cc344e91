import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import admonitions from '@docusaurus/mdx-loader/lib/remark/admonitions';
import remarkAdmonitionImport, {
  ADMONITION_BINDING,
  ADMONITION_SOURCE,
} from '../remarkAdmonitionImport';

/** Compiles Markdown the way the site's content plugins order these steps: directives, the
 * framework's admonitions, then ours. */
async function compiled(markdown: string, format: 'md' | 'mdx' = 'mdx'): Promise<string> {
  const file = await compile(markdown, {
    format,
    remarkPlugins: [remarkDirective, admonitions, remarkAdmonitionImport],
  });
  return String(file);
}

const importLine = `import ${ADMONITION_BINDING} from '${ADMONITION_SOURCE}'`;

describe('remarkAdmonitionImport', () => {
  it("imports the theme's component on a page with admonitions and renders them with it", async () => {
    const code = await compiled(
      ':::tip[Before you start]\n\nInstall **Node**.\n\n:::\n\nText.\n\n:::danger\n\nNo.\n\n:::\n',
    );
    expect(code.match(new RegExp(importLine, 'g'))).toHaveLength(1);
    expect(code.match(new RegExp(`_jsx\\(${ADMONITION_BINDING},`, 'g'))).toHaveLength(2);
    // Not through the component map, which every page's bundle carries.
    expect(code).not.toMatch(/_components\.admonition|\badmonition:/);
    expect(code).toContain('type: "tip"');
  });

  it("points the page's own import of the on-demand wrapper at the theme's component", async () => {
    const code = await compiled(
      'import Admonition from \'@theme/Admonition\';\n\n:::note\n\nA.\n\n:::\n\n<Admonition type="tip">B</Admonition>\n',
    );
    expect(code).toContain(`import Admonition from '${ADMONITION_SOURCE}'`);
    expect(code).not.toContain('@theme/Admonition');
    // Without a `:::` block, the page keeps the wrapper, which loads the code on demand.
    const jsxOnly = await compiled(
      'import Admonition from \'@theme/Admonition\';\n\n<Admonition type="tip">B</Admonition>\n',
    );
    expect(jsxOnly).toMatch(/from ["']@theme\/Admonition["']/);
  });

  it('finds admonitions nested in other elements and in Markdown (.md) files', async () => {
    const nested = await compiled('- item\n\n  :::note\n\n  Inside a list.\n\n  :::\n');
    expect(nested).toContain(importLine);
    expect(nested).toContain(`_jsx(${ADMONITION_BINDING}`);
    const markdown = await compiled(':::info\n\nPlain Markdown.\n\n:::\n', 'md');
    expect(markdown).toContain(importLine);
    expect(markdown).toContain(`_jsx(${ADMONITION_BINDING}`);
  });

  it('leaves a page without admonitions as it was', async () => {
    const source = '# Title\n\nA paragraph with `:::note` in code.\n';
    const withPlugin = await compiled(source);
    const without = String(await compile(source, {remarkPlugins: [remarkDirective, admonitions]}));
    expect(withPlugin).toBe(without);
    expect(withPlugin).not.toContain(ADMONITION_SOURCE);
  });
});
