/**
 * Colour maths for the theme colour generator on the styling page: hex parsing, the seven
 * Infima primary shades, the CSS block a reader copies, and the WCAG contrast ratio.
 * Everything here is pure so it can be unit-tested without a browser.
 */

export type ColorModeName = 'light' | 'dark';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export type ShadeName =
  | 'primary'
  | 'dark'
  | 'darker'
  | 'darkest'
  | 'light'
  | 'lighter'
  | 'lightest';

export interface ShadeSetting {
  name: ShadeName;
  /** Fraction of the HSL lightness removed: 0.1 is 10 % darker, -0.1 is 10 % lighter. */
  adjustment: number;
  /** What the reader typed in the adjustment field (may be mid-edit and not a number yet). */
  adjustmentInput: string;
  /** Position in the table: lightest first, darkest last. */
  displayOrder: number;
  /** Position in the generated CSS: primary first, then the darker and the lighter shades. */
  codeOrder: number;
}

export interface ThemeColors {
  baseColor: string;
  background: string;
  shades: ShadeSetting[];
}

export interface ComputedShade {
  name: ShadeName;
  variable: string;
  color: string;
}

/** The minimum contrast WCAG 2 level AA asks of normal-size text. */
export const WCAG_AA_CONTRAST = 4.5;

export const DEFAULT_COLORS: Record<ColorModeName, {primary: string; background: string}> = {
  light: {primary: '#2e8555', background: '#ffffff'},
  dark: {primary: '#25c2a0', background: '#181920'},
};

const SHADE_TABLE: ReadonlyArray<readonly [ShadeName, number, number, number]> = [
  // name, adjustment, displayOrder, codeOrder
  ['primary', 0, 3, 0],
  ['dark', 0.1, 4, 1],
  ['darker', 0.15, 5, 2],
  ['darkest', 0.3, 6, 3],
  ['light', -0.1, 2, 4],
  ['lighter', -0.15, 1, 5],
  ['lightest', -0.3, 0, 6],
];

export function defaultShades(): ShadeSetting[] {
  return SHADE_TABLE.map(([name, adjustment, displayOrder, codeOrder]) => ({
    name,
    adjustment,
    adjustmentInput: String(adjustment),
    displayOrder,
    codeOrder,
  }));
}

export function defaultThemeColors(mode: ColorModeName): ThemeColors {
  return {
    baseColor: DEFAULT_COLORS[mode].primary,
    background: DEFAULT_COLORS[mode].background,
    shades: defaultShades(),
  };
}

const HEX_PATTERN = /^#?([\da-f]{3}|[\da-f]{6})$/i;

/** Reads `#rgb` or `#rrggbb` (the `#` is optional); returns null for anything else. */
export function tryParseHex(input: string): Rgb | null {
  const match = HEX_PATTERN.exec(input.trim());
  if (!match?.[1]) {
    return null;
  }
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16),
  };
}

export function parseHex(input: string): Rgb {
  const rgb = tryParseHex(input);
  if (!rgb) {
    throw new Error(
      `Invalid colour "${input}": expected a hex colour such as #2e8555 or #2e8 (3 or 6 hex digits).`,
    );
  }
  return rgb;
}

function channelToHex(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');
}

export function formatHex({r, g, b}: Rgb): string {
  return `#${channelToHex(r)}${channelToHex(g)}${channelToHex(b)}`;
}

/** Lower-case `#rrggbb` form of a valid hex colour. */
export function normalizeHex(input: string): string {
  return formatHex(parseHex(input));
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function rgbToHsl({r, g, b}: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) {
    return {h: 0, s: 0, l};
  }
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) {
    h = ((gn - bn) / delta) % 6;
  } else if (max === gn) {
    h = (bn - rn) / delta + 2;
  } else {
    h = (rn - gn) / delta + 4;
  }
  return {h: (h * 60 + 360) % 360, s, l};
}

function hslToRgb({h, s, l}: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const x = chroma * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - chroma / 2;
  const sector = Math.floor(h / 60) % 6;
  const [r1, g1, b1] = (
    [
      [chroma, x, 0],
      [x, chroma, 0],
      [0, chroma, x],
      [0, x, chroma],
      [x, 0, chroma],
      [chroma, 0, x],
    ] as const
  )[sector]!;
  return {r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255};
}

/**
 * Scales the HSL lightness by `1 - adjustment`: a positive adjustment darkens, a negative one
 * lightens. The result is clamped to the valid range and returned as `#rrggbb`.
 */
export function adjustLightness(color: string, adjustment: number): string {
  const hsl = rgbToHsl(parseHex(color));
  const l = Math.min(1, Math.max(0, hsl.l * (1 - adjustment)));
  return formatHex(hslToRgb({...hsl, l}));
}

/** An adjustment the reader typed, or null when it is not a number between -1 and 1. */
export function parseAdjustment(input: string): number | null {
  const text = input.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) {
    return null;
  }
  const value = Number(text);
  return value >= -1 && value <= 1 ? value : null;
}

export function shadeVariable(name: ShadeName): string {
  return name === 'primary' ? '--ifm-color-primary' : `--ifm-color-primary-${name}`;
}

/** The seven shades of a base colour, in code order. */
export function computeShades(baseColor: string, shades: readonly ShadeSetting[]): ComputedShade[] {
  return [...shades]
    .sort((a, b) => a.codeOrder - b.codeOrder)
    .map((shade) => ({
      name: shade.name,
      variable: shadeVariable(shade.name),
      color: adjustLightness(baseColor, shade.adjustment),
    }));
}

/** The custom properties the live preview writes: the seven shades and the background. */
export function previewDeclarations(colors: ThemeColors): Array<[string, string]> {
  return [
    ...computeShades(colors.baseColor, colors.shades).map(({variable, color}): [string, string] => [
      variable,
      color,
    ]),
    ['--ifm-background-color', normalizeHex(colors.background)],
  ];
}

/** The selector the site's custom CSS uses for each mode. */
export function modeSelector(mode: ColorModeName): string {
  return mode === 'dark' ? "[data-theme='dark']" : ':root';
}

/** The ready-to-copy block: the seven `--ifm-color-primary*` variables in code order. */
export function generateCss(colors: ThemeColors, mode: ColorModeName): string {
  const lines = computeShades(colors.baseColor, colors.shades).map(
    ({variable, color}) => `  ${variable}: ${color};`,
  );
  return `${modeSelector(mode)} {\n${lines.join('\n')}\n}`;
}

function linearChannel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, from 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const {r, g, b} = parseHex(color);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2 contrast ratio of two colours, from 1 (identical) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Reads colours saved by an earlier visit (a JSON string) and falls back to the mode's defaults
 * for anything missing or malformed, so a stale or hand-edited value never breaks the page.
 */
export function restoreThemeColors(saved: string | null, mode: ColorModeName): ThemeColors {
  const defaults = defaultThemeColors(mode);
  if (!saved) {
    return defaults;
  }
  let data: unknown;
  try {
    data = JSON.parse(saved);
  } catch {
    return defaults;
  }
  if (typeof data !== 'object' || data === null) {
    return defaults;
  }
  const {baseColor, background, adjustments} = data as Record<string, unknown>;
  const inputs = typeof adjustments === 'object' && adjustments !== null ? adjustments : {};
  return {
    baseColor:
      typeof baseColor === 'string' && tryParseHex(baseColor) ? baseColor : defaults.baseColor,
    background:
      typeof background === 'string' && tryParseHex(background) ? background : defaults.background,
    shades: defaults.shades.map((shade) => {
      const input = (inputs as Record<string, unknown>)[shade.name];
      if (shade.name === 'primary' || typeof input !== 'string') {
        return shade;
      }
      return {
        ...shade,
        adjustmentInput: input,
        adjustment: parseAdjustment(input) ?? shade.adjustment,
      };
    }),
  };
}

/** The JSON form `restoreThemeColors` reads back. */
export function serializeThemeColors(colors: ThemeColors): string {
  const adjustments = Object.fromEntries(
    colors.shades.map((shade) => [shade.name, shade.adjustmentInput]),
  );
  return JSON.stringify({baseColor: colors.baseColor, background: colors.background, adjustments});
}
