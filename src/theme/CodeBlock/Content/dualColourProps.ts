/**
 * Prism's line and token props, turned into lines the server renders for both colour modes
 * (src/utils/dualCodeColours.ts), so a dark-mode reader's code is dark before the page hydrates.
 * Tokens get the light theme's style whichever mode the server rendered in; lines drop Prism's
 * inline text colour and inherit the block's, which follows the mode.
 *
 * Plain text tokens, which no style colours, get neither class nor style, and the wrapped
 * CodeBlock/Line/Token writes them as bare text: their `<span class="token plain">` was 430 kB of
 * the HTML the offline precache holds, a sixth of the markup of a code-heavy page. The browser
 * keeps the server's lines as they are (CodeBlock/Content), and those it highlights itself keep
 * Prism's markup.
 */
import type {PrismTheme, RenderProps} from 'prism-react-renderer';
import {dualThemes, dualTokenStyle} from '@site/src/utils/dualCodeColours';

type PropGetters = Pick<RenderProps, 'getLineProps' | 'getTokenProps'>;

export function dualColourProps(
  {getLineProps, getTokenProps}: PropGetters,
  themes: {theme: PrismTheme; darkTheme?: PrismTheme},
  language: string,
): PropGetters {
  const dual = dualThemes(themes.theme, themes.darkTheme ?? themes.theme, language);
  return {
    getLineProps: (input) => ({...getLineProps(input), style: undefined}),
    getTokenProps: (input) => {
      const props = getTokenProps(input);
      // Prism's layout for empty tokens stays as Prism decides it.
      const display = props.style?.display;
      const layout = display === undefined ? undefined : {display};
      const style = {...layout, ...dualTokenStyle(dual, input.token)};
      if (props.className === 'token plain' && Object.keys(style).length === 0) {
        return {className: '', children: props.children};
      }
      return {...props, style};
    },
  };
}
