// The Markdown twin of MDX pages: admonitions and other components, plain Markdown files, and the
// output as a whole (no MDX left over).
import {describe, expect, it} from 'vitest';
import {mdxLeftovers} from '../lint';
import {convert, mdx} from './twin';

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
