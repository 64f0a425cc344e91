/**
 * Code colours for both colour modes at once, for the code blocks the server highlights.
 *
 * The server renders every page in the default (light) mode, while a dark-mode reader's page turns
 * dark before any script runs. Highlighted with one Prism theme, a code block would stay light
 * until the page hydrates and Prism runs again in the browser. So server-highlighted blocks carry
 * a class (`DUAL_BLOCK_CLASS`), their tokens keep the light theme's inline styles, and one small
 * stylesheet (`codeColoursCss`) gives each token type its dark style under the dark theme. A
 * token whose types the stylesheet's rules would colour differently from Prism (several types
 * with styles of their own, or a language-only theme entry) carries its dark style inline, as
 * custom properties, which a last rule applies. Size matters: these pages are precached offline,
 * and a rule per type costs the HTML nothing.
 */
import type {PrismTheme, Token} from 'prism-react-renderer';

type Style = Record<string, string | number | undefined>;
/** Each token type's style, as Prism's Highlight looks it up for one theme and language. */
export type TokenStyles = Record<string, Style>;

/** Marks a block whose server-rendered tokens the stylesheet recolours in dark mode. */
export const DUAL_BLOCK_CLASS = 'prism-code--dual';
/** What a property falls back to when the dark style has none: inherited, or its initial value. */
const UNSET = 'unset';

/** `fontStyle` → `font-style`. */
function kebab(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const darkVar = (property: string) => `--d-${kebab(property)}`;

/** The properties a style sets (Prism's `plain` lists an undefined background). */
const setProperties = (...styles: (Style | undefined)[]) => [
  ...new Set(
    styles.flatMap((style) =>
      Object.entries(style ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([property]) => property),
    ),
  ),
];

/**
 * The style of each token type in `theme` for `language`: entries limited to other languages are
 * skipped, later entries win, and `plain` is the theme's text colour without its background,
 * which is how Prism's Highlight reads a theme (pinned by the tests beside this module). Without a
 * language, entries limited to any language are skipped: what a stylesheet for all blocks can say.
 */
export function tokenStyles(theme: PrismTheme, language?: string): TokenStyles {
  const styles: TokenStyles = {};
  for (const entry of theme.styles) {
    if (entry.languages && (language === undefined || !entry.languages.includes(language))) {
      continue;
    }
    for (const type of entry.types) {
      styles[type] = {...styles[type], ...(entry.style as Style)};
    }
  }
  styles.plain = {...(theme.plain as Style), backgroundColor: undefined};
  return styles;
}

/** A token's own style: nothing for plain text (it inherits), else its types' styles merged. */
export function tokenStyle(styles: TokenStyles, token: Pick<Token, 'types'>): Style {
  if (token.types.length === 1 && token.types[0] === 'plain') {
    return {};
  }
  return Object.assign({}, ...token.types.map((type) => styles[type]));
}

/** The stylesheet's dark rules, one a token type, in stylesheet order. */
type DarkRules = [type: string, style: Record<string, string | number>][];

/**
 * One rule a type that has a style in either theme: the dark style, and `unset` for what only the
 * light style sets (the token's inline light style must not show through).
 */
function darkRules(light: PrismTheme, dark: PrismTheme): DarkRules {
  const lightStyles = tokenStyles(light);
  const darkStyles = tokenStyles(dark);
  // Plain text inherits the block's colour, which follows the mode already.
  const types = [...new Set([...Object.keys(lightStyles), ...Object.keys(darkStyles)])]
    .filter((type) => type !== 'plain')
    .sort();
  return types.map((type) => {
    const style: Record<string, string | number> = {};
    for (const property of setProperties(lightStyles[type], darkStyles[type])) {
      style[property] = darkStyles[type]?.[property] ?? UNSET;
    }
    return [type, style];
  });
}

/** A token's dark value of each property once the stylesheet's rules and its inline style apply. */
function cascadedDarkStyle(rules: DarkRules, token: Pick<Token, 'types'>, inline: Style): Style {
  const style: Style = {};
  // What no rule sets keeps its inline (light) value.
  for (const [property, value] of Object.entries(inline)) {
    style[property] = value;
  }
  // Equal selectors: the later rule wins.
  for (const [type, rule] of rules) {
    if (token.types.includes(type)) {
      Object.assign(style, rule);
    }
  }
  return style;
}

/** The two themes for one language, ready to style the tokens of its blocks. */
export type DualThemes = {light: TokenStyles; dark: TokenStyles; rules: DarkRules};

export function dualThemes(light: PrismTheme, dark: PrismTheme, language: string): DualThemes {
  return {
    light: tokenStyles(light, language),
    dark: tokenStyles(dark, language),
    rules: darkRules(light, dark),
  };
}

/**
 * A server-rendered token's inline style: its light style, plus its dark style as custom
 * properties when the stylesheet's rules would not give it.
 */
export function dualTokenStyle(themes: DualThemes, token: Pick<Token, 'types'>): Style {
  const light = tokenStyle(themes.light, token);
  const dark = tokenStyle(themes.dark, token);
  const cascaded = cascadedDarkStyle(themes.rules, token, light);
  const properties = setProperties(light, dark, cascaded);
  const wanted = (property: string) => dark[property] ?? UNSET;
  if (properties.every((property) => (cascaded[property] ?? UNSET) === wanted(property))) {
    return light;
  }
  const vars: Style = {};
  for (const property of properties) {
    // `initial` makes the custom property invalid, so the rule's var() falls back to unset.
    vars[darkVar(property)] = dark[property] ?? 'initial';
  }
  return {...light, ...vars};
}

const declarations = (style: Record<string, string | number>) =>
  Object.entries(style)
    .map(([property, value]) => `${kebab(property)}:${value}!important`)
    .join(';');

/**
 * The stylesheet that goes with `dualTokenStyle`: under the dark theme, each type's dark style,
 * then the rule for tokens that carry theirs inline, and the block colours, which the code block
 * container sets inline from the light theme until the page hydrates.
 */
export function codeColoursCss(light: PrismTheme, dark: PrismTheme): string {
  const block = `[data-theme='dark'] .${DUAL_BLOCK_CLASS}`;
  const rules = darkRules(light, dark);
  const properties = [...new Set(rules.flatMap(([, style]) => Object.keys(style)))].sort();
  const fromVars = Object.fromEntries(properties.map((p) => [p, `var(${darkVar(p)})`]));
  const plain: Record<string, string> = {};
  if (dark.plain.color) {
    plain['--prism-color'] = dark.plain.color;
  }
  if (dark.plain.backgroundColor) {
    plain['--prism-background-color'] = dark.plain.backgroundColor;
  }
  return [
    ...rules.map(([type, style]) => `${block} .token.${type}{${declarations(style)}}`),
    `${block} .token[style*='--d-']{${declarations(fromVars)}}`,
    `[data-theme='dark'] .theme-code-block{${declarations(plain)}}`,
  ].join('\n');
}
