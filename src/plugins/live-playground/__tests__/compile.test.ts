import React, {createElement, type ComponentType, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {generateElement, renderElementAsync} from 'react-live';
import {describe, expect, it} from 'vitest';
import {runLiveCode} from '../../../utils/liveCode';
import {compileLiveCode} from '../compile';
import remarkLivePlayground, {EDIT_ON_DEMAND_SOURCE} from '../remark';

// What the live-codeblock theme's ReactLiveScope offers a block.
const scope = {React, ...React};

/** Markup of what react-live itself makes of a block, as the theme hands it the code. */
function reactLiveMarkup(code: string, noInline: boolean): string {
  const input = {code: `${code.replace(/\n$/, '')};`, scope, enableTypeScript: true};
  const fail = (error: Error) => {
    throw error;
  };
  let Result: ComponentType | undefined;
  if (noInline) {
    renderElementAsync(input, (element) => (Result = element), fail);
  } else {
    Result = generateElement(input, fail);
  }
  return renderToStaticMarkup(createElement(Result!));
}

/** Markup of our build-time compiled block, run as src/theme/Playground runs it. */
function ourMarkup(code: string, noInline: boolean): string {
  const compiled = compileLiveCode(code, noInline);
  expect(compiled).not.toBeNull();
  const outcome = runLiveCode(compiled!.body, noInline, scope);
  expect(outcome.error).toBeUndefined();
  const {element} = outcome;
  return renderToStaticMarkup(
    typeof element === 'function' ? createElement(element) : (element as ReactNode),
  );
}

const blocks: [string, string, boolean][] = [
  ['an element', '<p className="note">Hello, <b>reader</b>!</p>\n', false],
  [
    'a component with state',
    'function Counter() {\n  const [n] = useState(3);\n  return <span>{n * 2}</span>;\n}\n',
    false,
  ],
  [
    'TypeScript annotations',
    'function Sum({a = 1, b = 2}: {a?: number; b?: number}): JSX.Element {\n  return <i>{a + b}</i>;\n}\n',
    false,
  ],
  // Not strict mode, as react-live runs expression blocks: `this` is the global object.
  [
    'a block that reads `this`',
    'function This() {\n  return <b>{String(this === undefined)}</b>;\n}\n',
    false,
  ],
  [
    'a noInline program',
    "const items = ['Docs', 'Blog'];\nfunction Menu() {\n  return <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>;\n}\nrender(<Menu />);\n",
    true,
  ],
];

describe('compileLiveCode', () => {
  it.each(blocks)('gives the result react-live gives for %s', (_, code, noInline) => {
    expect(ourMarkup(code, noInline)).toBe(reactLiveMarkup(code, noInline));
  });

  it('leaves to the editor what react-live would report as an error', () => {
    const failing: [string, boolean][] = [
      ['<p>unclosed\n', false],
      // The expression ends up as `return (function A() {…};)`.
      ['function A() {\n  return <b />;\n};\n', false],
      ['const x = <b>no render call</b>;\n', true],
    ];
    for (const [code, noInline] of failing) {
      expect(compileLiveCode(code, noInline)).toBeNull();
      expect(() => reactLiveMarkup(code, noInline)).toThrow();
    }
  });

  it('reports what a block throws while evaluating, and render() without an element', () => {
    const throws = compileLiveCode('(() => { throw new Error("boom"); })()', false)!;
    expect(runLiveCode(throws.body, false, scope)).toEqual({error: 'Error: boom'});
    const empty = compileLiveCode('render();', true)!;
    expect(runLiveCode(empty.body, true, scope).error).toMatch(/`render` must be called/);
  });

  it('passes on later render() calls of a noInline block', async () => {
    const later = compileLiveCode(
      'setTimeout(() => render(<b>later</b>), 0);\nrender(<i>now</i>);',
      true,
    )!;
    const calls: unknown[] = [];
    const first = runLiveCode(later.body, true, scope, (outcome) => calls.push(outcome.element));
    expect(renderToStaticMarkup(first.element as ReactNode)).toBe('<i>now</i>');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls.map((element) => renderToStaticMarkup(element as ReactNode))).toEqual([
      '<b>later</b>',
    ]);
  });
});

describe('remarkLivePlayground', () => {
  it('gives live blocks their compiled body, and only those that compile', () => {
    const code = (value: string, meta: string | null) => ({
      type: 'code' as const,
      lang: 'jsx',
      meta,
      value,
    });
    const tree = {
      type: 'root' as const,
      children: [
        code('<p>live</p>', 'live'),
        code('<p>plain</p>', null),
        code('<p>broken', 'live'),
        {type: 'blockquote' as const, children: [code('render(<b />);', 'live noInline')]},
      ],
    };
    remarkLivePlayground()(tree);
    // The page imports what shows compiled blocks, once.
    const [esm, live, plain, broken, quote] = tree.children;
    expect(esm).toMatchObject({type: 'mdxjsEsm', value: `import '${EDIT_ON_DEMAND_SOURCE}'`});
    const nested = (quote as {children: {data?: {hProperties?: {liveBody?: string}}}[]})
      .children[0]!;
    expect(
      (live as {data?: {hProperties?: {liveBody?: string}}}).data?.hProperties?.liveBody,
    ).toContain('React.createElement');
    expect(nested.data?.hProperties?.liveBody).toContain('render(');
    expect('data' in plain!).toBe(false);
    expect('data' in broken!).toBe(false);
  });

  it('adds no import to a page without a compiled block', () => {
    const tree = {
      type: 'root' as const,
      children: [{type: 'code' as const, lang: 'jsx', meta: 'live', value: '<p>broken'}],
    };
    remarkLivePlayground()(tree);
    expect(tree.children.map((node) => node.type)).toEqual(['code']);
  });
});
