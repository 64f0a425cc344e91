/**
 * Prism's line and token props, turned into lines the server renders for both colour modes
 * (src/utils/dualCodeColours.ts), so a dark-mode reader's code is dark before the page hydrates.
 * Tokens get the light theme's style whichever mode the server rendered in; lines drop Prism's
 * inline text colour and inherit the block's, which follows the mode.
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
      return {...props, style: {...layout, ...dualTokenStyle(dual, input.token)}};
    },
  };
}
