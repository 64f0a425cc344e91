// The unhighlighted lines a code block shows while Prism loads must have the shape Prism's own
// Highlight gives text it has no grammar for, so the theme's Line renders both alike.
import React from 'react';
import {renderToString} from 'react-dom/server';
import {Highlight, themes, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {plainLineProps, plainTokenProps, plainTokens} from '../plainLines';

function prismOutput(code: string, theme = themes.github) {
  let output: Pick<RenderProps, 'tokens' | 'getLineProps' | 'getTokenProps'> | undefined;
  renderToString(
    <Highlight theme={theme} code={code} language="no-grammar-here">
      {(props) => {
        output = props;
        return <></>;
      }}
    </Highlight>,
  );
  return output!;
}

const code = 'npm run build\n\n  npm run serve\r\nlast line';

describe('plain code lines', () => {
  it('split the code into the lines and tokens Prism makes of text without a grammar', () => {
    const {tokens} = prismOutput(code);
    expect(plainTokens(code)).toEqual(tokens);
    expect(plainTokens(code)).toHaveLength(4);
    expect(plainTokens(code)[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  });

  it('give every line and token the props Prism gives them', () => {
    for (const theme of [themes.github, themes.dracula]) {
      const prism = prismOutput(code, theme);
      const ours = plainLineProps(theme);
      for (const line of prism.tokens) {
        for (const className of [undefined, 'theme-code-block-highlighted-line']) {
          expect(ours({line, className})).toEqual(prism.getLineProps({line, className}));
        }
        expect(ours({line, style: {opacity: 0.5}})).toEqual(
          prism.getLineProps({line, style: {opacity: 0.5}}),
        );
        for (const token of line) {
          expect(plainTokenProps({token})).toEqual(prism.getTokenProps({token}));
        }
      }
    }
  });

  it('keep the plain colour and drop the background on each line', () => {
    const line = plainTokens('x')[0]!;
    expect(plainLineProps(themes.dracula)({line}).style).toMatchObject({
      color: themes.dracula.plain.color,
      backgroundColor: undefined,
    });
  });
});
