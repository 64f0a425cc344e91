// The Markdown twin of MDX pages: title, ESM and comments, code, tabs (components.test.ts: the
// other components, plain Markdown files and the output checks).
import {describe, expect, it} from 'vitest';
import {convert, mdx} from './twin';

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

  it('drops the live switch of a Mermaid block, and nothing else', () => {
    const out = convert('```mermaid live\ngraph TD; A-->B;\n```\n\n```js live\nrender(1);\n```\n');
    expect(out).toContain('```mermaid\ngraph TD; A-->B;\n```');
    expect(out).toContain('```js live\nrender(1);\n```');
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
