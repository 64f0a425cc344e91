// Server-highlighted code carries both colour modes' token styles. Each mode's style must be the
// one Prism's own Highlight gives that token with that theme, so a token looks the same whether the
// server or the browser highlighted it; an upgrade of prism-react-renderer that reads themes
// differently fails here.
import React from 'react';
import {renderToString} from 'react-dom/server';
import {Highlight, themes, type PrismTheme, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {
  codeColoursCss,
  dualThemes,
  dualTokenStyle,
  tokenStyle,
  tokenStyles,
} from '../dualCodeColours';

function highlight(code: string, language: string, theme: PrismTheme) {
  let output: Pick<RenderProps, 'tokens' | 'getTokenProps'> | undefined;
  renderToString(
    <Highlight theme={theme} code={code} language={language}>
      {(props) => {
        output = props;
        return <></>;
      }}
    </Highlight>,
  );
  return output!;
}

const samples: Record<string, string> = {
  tsx: `// A comment\nimport React from 'react';\nexport default function Hi({name}: {name: string}) {\n  return <p className="x">{name ?? 42}</p>;\n}\n\n`,
  css: `.button:hover {\n  color: #fff !important; /* note */\n}`,
  markup: `<!-- c --><a href="/docs">Docs &amp; more</a>`,
  json: `{"key": [1, true, null]}`,
  'no-grammar': 'plain text only',
};

// github and dracula are the site's themes; vsDark limits some entries to one language.
const testedThemes = {github: themes.github, dracula: themes.dracula, vsDark: themes.vsDark};

describe('tokenStyles and tokenStyle', () => {
  for (const [themeName, theme] of Object.entries(testedThemes)) {
    it(`give every token the style Prism's Highlight gives it (${themeName})`, () => {
      let styled = 0;
      for (const [language, code] of Object.entries(samples)) {
        const {tokens, getTokenProps} = highlight(code, language, theme);
        const styles = tokenStyles(theme, language);
        for (const token of tokens.flat()) {
          // Empty tokens also get `display: inline-block`, which is layout, not colour.
          const colours = {...getTokenProps({token}).style};
          delete colours.display;
          expect(tokenStyle(styles, token), `${language}: ${token.types.join(' ')}`).toEqual(
            colours,
          );
          styled += Object.keys(colours).length > 0 ? 1 : 0;
        }
      }
      expect(styled).toBeGreaterThan(15);
    });
  }

  it('skip entries meant for other languages', () => {
    const tag = (language: string) =>
      tokenStyle(tokenStyles(themes.vsDark, language), {types: ['tag']});
    expect(tag('markup')).not.toEqual(tag('tsx'));
  });
});

describe('dualTokenStyle', () => {
  const site = dualThemes(themes.github, themes.dracula, 'tsx');

  it("keeps the light theme's inline style when the type rules give the dark one", () => {
    expect(dualTokenStyle(site, {types: ['comment']})).toEqual({
      color: '#999988',
      fontStyle: 'italic',
    });
    expect(dualTokenStyle(site, {types: ['plain']})).toEqual({});
  });

  it('carries the dark style inline where the later type rule would win instead', () => {
    // Prism merges in the order of the token's types; the stylesheet's rules go by type name.
    const light: PrismTheme = {plain: {color: '#000000'}, styles: []};
    const dark: PrismTheme = {
      plain: {color: '#ffffff'},
      styles: [
        {types: ['tag'], style: {color: '#111111', fontStyle: 'italic'}},
        {types: ['punctuation'], style: {color: '#222222'}},
      ],
    };
    const both = dualThemes(light, dark, 'tsx');
    expect(dualTokenStyle(both, {types: ['tag']})).toEqual({});
    expect(dualTokenStyle(both, {types: ['punctuation', 'tag']})).toEqual({});
    expect(dualTokenStyle(both, {types: ['tag', 'punctuation']})).toEqual({
      '--d-color': '#222222',
      '--d-font-style': 'italic',
    });
  });

  it('carries the dark style inline for theme entries limited to one language', () => {
    const markup = dualThemes(themes.github, themes.vsDark, 'markup');
    expect(dualTokenStyle(markup, {types: ['tag']})).toMatchObject({
      '--d-color': 'rgb(86, 156, 214)',
    });
    const tsx = dualThemes(themes.github, themes.vsDark, 'tsx');
    expect(dualTokenStyle(tsx, {types: ['tag']})).toEqual(tokenStyle(tsx.light, {types: ['tag']}));
  });
});

describe('codeColoursCss', () => {
  const css = codeColoursCss(themes.github, themes.dracula).split('\n');
  const block = "[data-theme='dark'] .prism-code--dual";

  it('gives each type its dark style, unsetting what only the light style sets', () => {
    expect(css).toContain(
      `${block} .token.comment{color:rgb(98, 114, 164)!important;font-style:unset!important}`,
    );
    expect(css).toContain(
      `${block} .token.keyword{color:rgb(189, 147, 249)!important;font-style:italic!important}`,
    );
    expect(css.some((rule) => rule.includes('.token.plain'))).toBe(false);
  });

  it('applies inline dark styles after the type rules', () => {
    expect(css.at(-2)).toBe(
      `${block} .token[style*='--d-']{color:var(--d-color)!important;font-style:var(--d-font-style)!important;opacity:var(--d-opacity)!important}`,
    );
  });

  it("overrides the container's light colours in dark mode", () => {
    expect(css.at(-1)).toBe(
      "[data-theme='dark'] .theme-code-block{--prism-color:#F8F8F2!important;--prism-background-color:#282A36!important}",
    );
  });
});
