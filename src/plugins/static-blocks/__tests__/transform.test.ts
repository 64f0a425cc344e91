import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeStaticBlocks, {MIN_TEXT_LENGTH, blockId, blockIdPrefix, isStatic} from '../rehype';
import {dropStaticChildren} from '../clientLoader.cjs';

const LONG = 'This paragraph is long enough to be worth leaving out of the script';
const METADATA = "export {default as metadata} from '@site/.docusaurus/doc.json';";

/** MDX through the compiler with the site's math plugins and ours, as the docs are built. */
async function compiled(mdx: string, file = '/site/docs/page.mdx'): Promise<string> {
  const output = await compile(
    {value: mdx, path: file, cwd: '/site'},
    {remarkPlugins: [remarkGfm, remarkMath], rehypePlugins: [rehypeKatex, rehypeStaticBlocks]},
  );
  return `${String(output)}\n${METADATA}`;
}

describe('rehypeStaticBlocks', () => {
  it('marks long plain paragraphs, lists and quotes, and nothing else', async () => {
    const output = await compiled(
      [
        `## A heading that is long enough but is rendered by a component`,
        `${LONG}, with a [link](/docs/cli), \`code\` and **bold** text.`,
        `- ${LONG}\n- a second item`,
        `> ${LONG}, quoted.`,
        'Short one.',
        `${LONG}, with an expression: {1 + 1}.`,
        `${LONG}, with an image: ![alt](/img/a.png).`,
        `${LONG}, with <abbr title="x">JSX</abbr> in it.`,
        '```js\nconst block = "a code block is rendered by the CodeBlock component";\n```',
      ].join('\n\n'),
    );
    expect(output.match(/"data-sb"/g)).toHaveLength(3);
    expect(output).toMatch(/_components\.p, \{\s*"data-sb"/);
    expect(output).toMatch(/_components\.ul, \{\s*"data-sb"/);
    expect(output).toMatch(/_components\.blockquote, \{\s*"data-sb"/);
  });

  it('marks blocks inside tabs, details and tables, but not inside lazy tabs', async () => {
    const marked = async (mdx: string) => (await compiled(mdx)).match(/"data-sb"/g)?.length ?? 0;
    expect(await marked(`<Tabs>\n<TabItem value="a">\n\n${LONG}.\n\n</TabItem>\n</Tabs>`)).toBe(1);
    expect(await marked(`<details>\n<summary>More</summary>\n\n${LONG}.\n\n</details>`)).toBe(1);
    expect(
      await marked(`<Tabs lazy>\n<TabItem value="a">\n\n${LONG}.\n\n</TabItem>\n</Tabs>`),
    ).toBe(0);
    expect(await marked(`<Note>\n\n${LONG}.\n\n</Note>`)).toBe(0);
    expect(await marked(`| Option | Meaning |\n| --- | --- |\n| \`a\` | ${LONG} |`)).toBe(1);
  });

  it("accepts KaTeX's markup inside a block", async () => {
    const output = await compiled(`${LONG}, and inline maths: $a^2 + b^2 = c^2$.`);
    expect(output).toContain('"data-sb"');
  });

  it("gives ids made of the file's prefix and the block's place", async () => {
    const prefix = blockIdPrefix('docs/a.mdx', 'source');
    expect(prefix).toMatch(/^[\w-]{7}$/);
    expect(blockIdPrefix('docs/a.mdx', 'source')).toBe(prefix);
    expect(blockIdPrefix('docs/b.mdx', 'source')).not.toBe(prefix);
    expect(blockIdPrefix('docs/a.mdx', 'source, edited')).not.toBe(prefix);
    expect([0, 1, 35, 36].map((index) => blockId(prefix, index))).toEqual(
      ['0', '1', 'z', '10'].map((place) => prefix + place),
    );
    const mdx = `${LONG}, first.\n\n${LONG}, second.`;
    const ids = (source: string) => [...source.matchAll(/"data-sb": "([\w-]+)"/g)].map((m) => m[1]);
    const first = ids(await compiled(mdx));
    expect(first).toEqual(['0', '1'].map((place) => blockIdPrefix('docs/page.mdx', mdx) + place));
    expect(ids(await compiled(`${mdx}\n\nShort one.`))).not.toEqual(first);
  });

  it('treats text, plain inline elements and KaTeX spans as static', () => {
    expect(isStatic({type: 'text', value: 'x'})).toBe(true);
    expect(isStatic({type: 'element', tagName: 'img', children: []})).toBe(false);
    expect(isStatic({type: 'mdxTextExpression'})).toBe(false);
    expect(
      isStatic({
        type: 'element',
        tagName: 'span',
        properties: {className: ['katex']},
        children: [{type: 'element', tagName: 'math', children: []}],
      }),
    ).toBe(true);
    expect(MIN_TEXT_LENGTH).toBeGreaterThan(0);
  });
});

describe('clientLoader (dropStaticChildren)', () => {
  it("drops a marked block's children for the server's HTML, keeping everything else", async () => {
    const source = await compiled(`## Title\n\n${LONG}, with a [link](/docs/cli).\n\nShort one.`);
    const output = dropStaticChildren(source, '/runtime.ts');
    expect(source).toContain(LONG);
    expect(output).not.toContain(LONG);
    expect(output).not.toContain('/docs/cli');
    expect(output).toContain('Short one.');
    expect(output).toContain('"Title"');
    const id = /"data-sb": "([\w-]+)"/.exec(output)![1];
    expect(output).toContain(
      `dangerouslySetInnerHTML: __staticBlock(${JSON.stringify(id)}, __page.permalink)`,
    );
    expect(output).toContain('import {useStaticBlock as __staticBlock} from "/runtime.ts";');
    expect(output).toContain('import __page from "@site/.docusaurus/doc.json";');
  });

  it('exports the id of the last block, which the router reads to know a page is needed', async () => {
    const source = await compiled(`${LONG}, first.\n\n## Between\n\n${LONG}, last.`);
    const ids = [...dropStaticChildren(source, '/runtime.ts').matchAll(/"data-sb": "([\w-]+)"/g)];
    expect(ids).toHaveLength(2);
    expect(dropStaticChildren(source, '/runtime.ts')).toContain(
      `export const lastStaticBlock = ${JSON.stringify(ids[1]![1])};`,
    );
  });

  it("takes a drawn diagram's SVGs from the page, as blocks named after the diagram", async () => {
    const source = `${await compiled(`${LONG}.`)}
export const diagram = _jsx(_components.mermaid, {value: "graph LR", svgId: "mermaid-svg-1", svgLight: "<svg>L</svg>", svgDark: "<svg>D</svg>"});`;
    const output = dropStaticChildren(source, '/runtime.ts');
    expect(output).not.toContain('<svg>');
    expect(output).toContain('value: "graph LR"');
    for (const mode of ['light', 'dark']) {
      expect(output).toContain(`__staticBlock("mermaid-svg-1-${mode}", __page.permalink).__html`);
    }
  });

  it('leaves modules without route metadata (partials) and without marks as they are', async () => {
    const partial = (await compiled(`${LONG}.`)).replace(METADATA, '');
    expect(dropStaticChildren(partial)).toBe(partial);
    const plain = await compiled('Short one.');
    expect(dropStaticChildren(plain)).toBe(plain);
  });

  it('fails on a marked block it cannot rewrite', () => {
    const source = `import x from 'y';\n${METADATA}\nexport const a = {"data-sb": "abc"};`;
    expect(() => dropStaticChildren(source)).toThrow(/unexpected shape/);
  });
});
