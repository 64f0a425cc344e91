/**
 * Makes a Prism theme readable: every token colour gets at least the WCAG AA contrast (4.5:1)
 * against the code block background, and against that background under the line overlays the
 * site paints (highlighted lines, error lines). Colours that already pass are kept; the others
 * are mixed towards black (light themes) or white (dark themes) just enough, so each token keeps
 * its hue. The stock github and dracula themes miss AA on several tokens (comments, strings,
 * numbers), which axe reports as serious colour-contrast violations on every code block.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {
  WCAG_AA_CONTRAST,
  contrastRatio,
  formatHex,
  relativeLuminance,
  tryParseHex,
  type Rgb,
} from './colorUtils';

/** A translucent colour painted over the code background, as in `rgb(0 0 0 / 10%)`. */
export type Overlay = {rgb: Rgb; alpha: number};

const RGB_FUNCTION = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*\)$/i;

function parseColor(color: string): Rgb | null {
  const match = RGB_FUNCTION.exec(color.trim());
  if (match) {
    return {r: Number(match[1]), g: Number(match[2]), b: Number(match[3])};
  }
  return tryParseHex(color);
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

/** The colours a token can sit on: the background alone and under each overlay. */
export function codeBackgrounds(background: string, overlays: readonly Overlay[]): string[] {
  const base = parseColor(background);
  if (!base) {
    throw new Error(`Unreadable code background colour "${background}".`);
  }
  return [base, ...overlays.map(({rgb, alpha}) => mix(base, rgb, alpha))].map(formatHex);
}

/**
 * `color` as `#rrggbb`, darkened or lightened just enough to reach `minRatio` on every
 * background. A value that is not a colour (`inherit`) comes back as it is.
 */
export function readableColor(
  color: string,
  backgrounds: readonly string[],
  minRatio: number = WCAG_AA_CONTRAST,
): string {
  const rgb = parseColor(color);
  if (!rgb) {
    return color;
  }
  const worst = (candidate: string) =>
    Math.min(...backgrounds.map((background) => contrastRatio(candidate, background)));
  const original = formatHex(rgb);
  if (worst(original) >= minRatio) {
    return original;
  }
  // Text on a dark background gains contrast by getting lighter, on a light one by darkening.
  const darkBackground = relativeLuminance(backgrounds[0] ?? '#000000') < 0.2;
  const target = darkBackground ? {r: 255, g: 255, b: 255} : {r: 0, g: 0, b: 0};
  for (let amount = 0.02; amount < 1; amount += 0.02) {
    const candidate = formatHex(mix(rgb, target, amount));
    if (worst(candidate) >= minRatio) {
      return candidate;
    }
  }
  return formatHex(target);
}

/** A copy of `theme` whose plain and token colours are all readable (see the module comment). */
export function readableCodeTheme(theme: PrismTheme, overlays: readonly Overlay[]): PrismTheme {
  const backgrounds = codeBackgrounds(theme.plain.backgroundColor ?? '#ffffff', overlays);
  const fix = <T extends {color?: string}>(style: T): T =>
    style.color ? {...style, color: readableColor(style.color, backgrounds)} : style;
  return {
    plain: fix(theme.plain),
    styles: theme.styles.map((entry) => ({...entry, style: fix(entry.style)})),
  };
}
