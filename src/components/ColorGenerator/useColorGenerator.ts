/**
 * State of the colour generator: the colours for the current colour mode, the text of the
 * inputs, session storage per mode and the live preview in the page's stylesheet.
 */
import {useEffect, useState} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {
  defaultThemeColors,
  previewDeclarations,
  restoreThemeColors,
  serializeThemeColors,
  tryParseHex,
  normalizeHex,
  parseAdjustment,
  type ColorModeName,
  type ShadeName,
  type ThemeColors,
} from '@site/src/utils/colorUtils';
import {applyThemeColors} from './applyThemeColors';
import {colorsSlot} from './storage';

interface GeneratorState {
  mode: ColorModeName;
  colors: ThemeColors;
  /** Text of the primary and background fields; may be an unfinished colour while typing. */
  primaryText: string;
  backgroundText: string;
}

function stateFor(mode: ColorModeName, colors: ThemeColors): GeneratorState {
  return {mode, colors, primaryText: colors.baseColor, backgroundText: colors.background};
}

/** The typed colour once it is a valid hex colour; until then the last valid one. */
function withColor(text: string, current: string): string {
  return tryParseHex(text) ? normalizeHex(text) : current;
}

function preview(mode: ColorModeName, colors: ThemeColors): void {
  applyThemeColors(Array.from(document.styleSheets), mode, previewDeclarations(colors));
}

export interface ColorGenerator {
  mode: ColorModeName;
  colors: ThemeColors;
  primaryText: string;
  backgroundText: string;
  setPrimary: (text: string) => void;
  setBackground: (text: string) => void;
  setAdjustment: (shade: ShadeName, text: string) => void;
  reset: () => void;
}

export function useColorGenerator(): ColorGenerator {
  const {colorMode} = useColorMode();
  const [state, setState] = useState<GeneratorState>(() =>
    stateFor(colorMode, defaultThemeColors(colorMode)),
  );

  // On mount and on every mode switch: that mode's stored colours, or its defaults.
  useEffect(() => {
    const colors = restoreThemeColors(colorsSlot(colorMode).get(), colorMode);
    setState(stateFor(colorMode, colors));
    preview(colorMode, colors);
  }, [colorMode]);

  // Edits come from event handlers, so `state` is always the rendered, current one.
  const commit = (next: GeneratorState): void => {
    setState(next);
    colorsSlot(next.mode).set(serializeThemeColors(next.colors));
    preview(next.mode, next.colors);
  };

  const setPrimary = (text: string): void =>
    commit({
      ...state,
      primaryText: text,
      colors: {...state.colors, baseColor: withColor(text, state.colors.baseColor)},
    });

  const setBackground = (text: string): void =>
    commit({
      ...state,
      backgroundText: text,
      colors: {...state.colors, background: withColor(text, state.colors.background)},
    });

  const setAdjustment = (name: ShadeName, text: string): void =>
    commit({
      ...state,
      colors: {
        ...state.colors,
        shades: state.colors.shades.map((shade) =>
          shade.name === name
            ? {
                ...shade,
                adjustmentInput: text,
                adjustment: parseAdjustment(text) ?? shade.adjustment,
              }
            : shade,
        ),
      },
    });

  const reset = (): void => {
    colorsSlot(state.mode).del();
    const colors = defaultThemeColors(state.mode);
    setState(stateFor(state.mode, colors));
    preview(state.mode, colors);
  };

  return {...state, setPrimary, setBackground, setAdjustment, reset};
}
