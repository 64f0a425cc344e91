// The lines the server writes for both colour modes: plain text as bare text, every highlighted
// token as Prism's span with its class and light style, and an empty line's token kept for its
// layout.
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, themes} from 'prism-react-renderer';
import {describe, expect, it, vi} from 'vitest';
import {dualColourProps} from '../dualColourProps';

// The wrapped token needs the theme's component, which is a span with the props it gets.
vi.mock('@theme-original/CodeBlock/Line/Token', () => ({
  default: ({line: _line, token: _token, ...props}: Record<string, unknown>) =>
    React.createElement('span', props),
}));
const {default: LineToken} = await import('../../Line/Token');

function serverLines(code: string, language: string): string {
  return renderToStaticMarkup(
    <Highlight theme={themes.github} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => {
        const dual = dualColourProps(
          {getLineProps, getTokenProps},
          {theme: themes.github, darkTheme: themes.dracula},
          language,
        );
        return tokens.map((line, i) => (
          <span key={i} {...dual.getLineProps({line})}>
            {line.map((token, key) => (
              <LineToken key={key} {...dual.getTokenProps({token})} line={line} token={token} />
            ))}
          </span>
        ));
      }}
    </Highlight>,
  );
}

describe('server-highlighted code lines', () => {
  it('write plain text bare and highlighted tokens as Prism spans', () => {
    const html = serverLines('const answer = 42;', 'js');
    expect(html).not.toContain('token plain');
    expect(html).toContain(
      '<span class="token keyword" style="color:#00009f">const</span> answer ',
    );
    expect(html).toContain('<span class="token number" style="color:#36acaa">42</span>');
  });

  it('keep the span of an empty line, which holds its height', () => {
    const html = serverLines('a\n\nb', 'text');
    expect(html).toContain('<span class="token plain" style="display:inline-block">');
    expect(html.match(/token-line/g)).toHaveLength(3);
  });
});
