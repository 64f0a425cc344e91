import {describe, expect, it} from 'vitest';
import {toMarkdownTwin, type MarkdownTwinOptions} from '../markdown';
import {mdxLeftovers} from '../lint';

function convert(source: string, options: Partial<MarkdownTwinOptions> = {}): string {
  return toMarkdownTwin(source, {title: 'Page title', ...options});
}

/** Source text without the indentation of the template literal it is written in. */
function mdx(strings: TemplateStringsArray, ...values: string[]): string {
  const text = String.raw({raw: strings}, ...values).replace(/^\n/, '');
  const indent = Math.min(
    ...text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => /^ */.exec(line)?.[0].length ?? 0),
  );
  return text
    .split('\n')
    .map((line) => line.slice(indent))
    .join('\n');
}

describe('title', () => {
  it('turns the front matter title into an h1 and drops the front matter', () => {
    const out = convert(mdx`
      ---
      title: Ignored here
      sidebar_position: 2
      ---

      Some text.
    `);
    expect(out).toBe('# Page title\n\nSome text.\n');
  });

  it('keeps a leading h1 of the content, which is the title docs render', () => {
    const out = convert('# Content title\n\nText.\n');
    expect(out).toBe('# Content title\n\nText.\n');
  });

  it('replaces a leading h1 with the metadata title for blog posts', () => {
    const out = convert('# Content title\n\nText.\n', {titleFrom: 'metadata'});
    expect(out).toBe('# Page title\n\nText.\n');
  });

  it('adds the title when the first heading is not an h1', () => {
    expect(convert('## Section\n\nText.\n')).toBe('# Page title\n\n## Section\n\nText.\n');
  });

  it('escapes Markdown in the title', () => {
    expect(convert('Text.', {title: 'The *star* option'})).toMatch(/^# The \\\*star\\\* option/);
  });
});

describe('ESM and comments', () => {
  it('removes imports, exports and MDX comments', () => {
    const out = convert(mdx`
      import Tabs from '@theme/Tabs';
      import {
        a,
        b,
      } from './data';
      export const answer = 42;

      {/* A note for authors,
          over two lines */}

      Text {/* inline comment */} goes on.
    `);
    expect(out).toBe('# Page title\n\nText  goes on.\n');
  });

  it('removes HTML comments outside code, as the MDX 1 compatibility mode does', () => {
    const out = convert(mdx`
      Before <!-- hidden --> after.

      <!--
      several lines
      -->

      \`<!-- kept in code -->\`

      \`\`\`html
      <!-- kept in a code block -->
      \`\`\`
    `);
    expect(out).toContain('Before  after.');
    expect(out).not.toContain('hidden');
    expect(out).not.toContain('several lines');
    expect(out).toContain('`<!-- kept in code -->`');
    expect(out).toContain('<!-- kept in a code block -->');
  });

  it('drops the blog truncation markers of both formats', () => {
    expect(convert('Intro.\n\n{/* truncate */}\n\nRest.\n')).toBe(
      '# Page title\n\nIntro.\n\nRest.\n',
    );
    expect(convert('Intro.\n\n<!-- truncate -->\n\nRest.\n', {format: 'md'})).toBe(
      '# Page title\n\nIntro.\n\nRest.\n',
    );
  });

  it('keeps string expressions as text and drops computed ones', () => {
    const out = convert("Use {'<'} and {`{`}, not {props.name}.\n");
    expect(out).toBe('# Page title\n\nUse < and {, not .\n');
  });
});

describe('code', () => {
  it('keeps code blocks verbatim with their language and meta, JSX and imports included', () => {
    const code = mdx`
      \`\`\`jsx title="src/pages/index.js" {2}
      import Layout from '@theme/Layout';
      export default function Home() {
        return <Layout title="Home">{/* comment */}</Layout>;
      }
      \`\`\`
    `;
    expect(convert(code)).toBe(`# Page title\n\n${code.trimEnd()}\n`);
  });

  it('keeps code blocks that contain fences and admonition markers', () => {
    const code = mdx`
      \`\`\`\`md
      :::tip Not an admonition

      \`\`\`js
      const a = 1;
      \`\`\`

      :::
      \`\`\`\`
    `;
    expect(convert(code)).toBe(`# Page title\n\n${code.trimEnd()}\n`);
  });

  it('keeps braces and tags in inline code', () => {
    const out = convert('Pass `{a: 1}` to `<Tabs>` and `{/* x */}`.\n');
    expect(out).toBe('# Page title\n\nPass `{a: 1}` to `<Tabs>` and `{/* x */}`.\n');
  });

  it('turns CodeBlock and Mermaid components into code blocks', () => {
    const out = convert(mdx`
      <CodeBlock language="ts" title="hello.ts">
        {\`const greeting = 'hello';\`}
      </CodeBlock>

      <Mermaid value="graph TD; A-->B;" />
    `);
    expect(out).toContain('```ts title="hello.ts"\nconst greeting = \'hello\';\n```');
    expect(out).toContain('```mermaid\ngraph TD; A-->B;\n```');
  });

  it('keeps math', () => {
    const out = convert('Inline $a_1 + b_2$ and\n\n$$\nx^2\n$$\n');
    expect(out).toContain('$a_1 + b_2$');
    expect(out).toContain('$$\nx^2\n$$');
  });
});

describe('tabs', () => {
  it('turns each tab into a #### section labelled like its tab', () => {
    const out = convert(mdx`
      <Tabs groupId="pm">
        <TabItem value="npm" label="npm">

      \`\`\`bash
      npm install
      \`\`\`

        </TabItem>
        <TabItem value="yarn" label="Yarn">Run **yarn**.</TabItem>
      </Tabs>
    `);
    expect(out).toBe(
      '# Page title\n\n#### npm\n\n```bash\nnpm install\n```\n\n#### Yarn\n\nRun **yarn**.\n',
    );
  });

  it('takes labels from the values prop, then from the value', () => {
    const out = convert(mdx`
      <Tabs values={[{label: 'macOS', value: 'mac'}, {value: 'win', label: "Windows"}]}>
        <TabItem value="mac">A</TabItem>
        <TabItem value="win">B</TabItem>
        <TabItem value="linux">C</TabItem>
      </Tabs>
    `);
    expect(out).toContain('#### macOS\n\nA');
    expect(out).toContain('#### Windows\n\nB');
    expect(out).toContain('#### linux\n\nC');
  });

  it('converts tabs inside an admonition', () => {
    const out = convert(mdx`
      :::tip Two ways

      <Tabs>
        <TabItem value="a" label="First">One.</TabItem>
        <TabItem value="b" label="Second">Two.</TabItem>
      </Tabs>

      :::
    `);
    expect(out).toBe(
      '# Page title\n\n> **Tip: Two ways**\n>\n> #### First\n>\n> One.\n>\n> #### Second\n>\n> Two.\n',
    );
  });
});

describe('admonitions', () => {
  it('turns the legacy title syntax into a bold first line', () => {
    expect(convert(':::tip Faster builds\n\nUse the cache.\n\n:::\n')).toBe(
      '# Page title\n\n> **Tip: Faster builds**\n>\n> Use the cache.\n',
    );
  });

  it('reads the bracket label syntax and admonitions without a title', () => {
    expect(convert(':::warning[Careful **now**]\n\nText.\n\n:::\n')).toContain(
      '> **Warning: Careful now**',
    );
    expect(convert(':::note\n\nText.\n\n:::\n')).toBe('# Page title\n\n> **Note**\n>\n> Text.\n');
  });

  it('nests admonitions as nested blockquotes', () => {
    const out = convert(mdx`
      ::::info Outer

      Outer text.

      :::danger Inner

      Inner text.

      :::

      ::::
    `);
    expect(out).toBe(
      '# Page title\n\n> **Info: Outer**\n>\n> Outer text.\n>\n> > **Danger: Inner**\n> >\n> > Inner text.\n',
    );
  });

  it('accepts custom keywords and the Admonition component', () => {
    const out = convert(
      ':::my-custom-admonition\n\nCustom.\n\n:::\n\n<Admonition type="tip" title="From JSX">\n\nBody.\n\n</Admonition>\n',
      {admonitionKeywords: ['tip', 'my-custom-admonition']},
    );
    expect(out).toContain('> **My custom admonition**\n>\n> Custom.');
    expect(out).toContain('> **Tip: From JSX**\n>\n> Body.');
  });

  it('leaves text that only looks like a directive alone', () => {
    expect(convert('It starts at 10:30 and ends at noon:sharp.\n')).toBe(
      '# Page title\n\nIt starts at 10:30 and ends at noon:sharp.\n',
    );
  });
});

describe('other components', () => {
  it('turns details into a bold line followed by the content', () => {
    const out = convert(mdx`
      <details>
        <summary>Why is it slow?</summary>

        Because of **cold** caches.

      </details>
    `);
    expect(out).toBe('# Page title\n\n**Why is it slow?**\n\nBecause of **cold** caches.\n');
  });

  it('unwraps components with children and drops empty ones', () => {
    const out = convert(mdx`
      <BrowserWindow url="http://localhost:3000">

      Inside the window with <Highlight color="#000">highlighted</Highlight> text.

      </BrowserWindow>

      <TOCInline toc={toc} />

      <DocCardList />
    `);
    expect(out).toBe('# Page title\n\nInside the window with highlighted text.\n');
  });

  it('renders HTML-like elements as their Markdown equivalents', () => {
    const out = convert(
      'Press <kbd>Ctrl</kbd>, see <a href="/docs/cli">the CLI</a>, <b>bold</b>, <em>em</em>.<br />Next.\n',
    );
    expect(out).toBe(
      '# Page title\n\nPress `Ctrl`, see [the CLI](/docs/cli), **bold**, _em_.\\\nNext.\n',
    );
  });

  it('shows components listed as code components as inline code', () => {
    const out = convert('| Name | Type |\n| - | - |\n| <OptionName name="path" /> | `string` |\n', {
      codeComponents: {OptionName: 'name'},
    });
    expect(out).toContain('| `path` | `string` |');
  });

  it('keeps the alt text of images whose file has no stable URL', () => {
    const out = convert(
      '![A valley](./img/valley.png)\n\n![Logo](/img/logo.svg)\n\n<IdealImage img={x} alt="Dashboard" />\n',
    );
    expect(out).toContain('_Image: A valley_');
    expect(out).toContain('![Logo](/img/logo.svg)');
    expect(out).toContain('_Image: Dashboard_');
  });

  it('removes custom heading ids', () => {
    expect(convert('## Options {#options-table}\n\nText.\n')).toContain('## Options\n');
  });

  it('inlines imported partials and drops the ones it cannot read', () => {
    const out = convert(
      "import Shared from './_shared.mdx';\nimport Missing from './_missing.mdx';\n\n## Setup\n\n<Shared />\n\n## Other\n\n<Missing />\n",
      {
        resolvePartial: (source) =>
          source === './_shared.mdx'
            ? {id: '/site/_shared.mdx', source: ':::tip\n\nFrom the **partial**.\n\n:::\n'}
            : undefined,
      },
    );
    expect(out).toBe(
      '# Page title\n\n## Setup\n\n> **Tip**\n>\n> From the **partial**.\n\n## Other\n',
    );
  });

  it('does not loop on a partial that imports itself', () => {
    const source = "import Self from './_self.mdx';\n\nOnce.\n\n<Self />\n";
    const out = convert(source, {resolvePartial: () => ({id: '/site/_self.mdx', source})});
    expect(out.match(/Once\./g)?.length).toBeLessThanOrEqual(6);
  });

  it('rewrites link URLs through the callback', () => {
    const out = convert('See [the CLI](./cli.mdx#build).\n', {
      rewriteUrl: (url) => url.replace('./cli.mdx', '/docs/cli'),
    });
    expect(out).toContain('[the CLI](/docs/cli#build)');
  });
});

describe('plain Markdown files', () => {
  it('keeps raw HTML, which Markdown allows', () => {
    const out = convert('Text with <span class="x">HTML</span>.\n\n:::note\n\nNote.\n\n:::\n', {
      format: 'md',
    });
    expect(out).toContain('<span class="x">HTML</span>');
    expect(out).toContain('> **Note**');
  });
});

describe('output', () => {
  it('finds leftovers outside code only', () => {
    expect(mdxLeftovers('<Tabs>\n\nimport A from "a";\n\n`<Tabs>`\n')).toEqual([
      '<Tabs>',
      'import A from "a";',
    ]);
    expect(mdxLeftovers('```js\nimport A from "a";\n<Tabs />\n```\n\nImport it later.\n')).toEqual(
      [],
    );
  });

  it('leaves no JSX outside code', () => {
    const out = convert(mdx`
      import Tabs from '@theme/Tabs';

      <Tabs>
        <TabItem value="a" label="A">

      :::note

      <details><summary>More</summary>Hidden <Highlight>text</Highlight></details>

      :::

        </TabItem>
      </Tabs>

      \`\`\`jsx
      <Tabs><TabItem value="x">kept</TabItem></Tabs>
      \`\`\`
    `);
    expect(mdxLeftovers(out)).toEqual([]);
    expect(out).toContain('<Tabs><TabItem value="x">kept</TabItem></Tabs>');
  });
});
