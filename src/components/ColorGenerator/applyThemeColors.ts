/**
 * Live preview of generated colours: rewrites the page's stylesheet rule that defines the
 * primary colour for one mode, so every component on the page repaints at once.
 */
import type {ColorModeName} from '@site/src/utils/colorUtils';

export interface StyleLike {
  length: number;
  getPropertyValue(property: string): string;
}

/** The part of `CSSStyleRule` used here; other rules (media, font-face) lack these fields. */
export interface StyleRuleLike {
  selectorText: string;
  style: StyleLike;
}

export interface SheetLike {
  readonly cssRules: ArrayLike<object>;
  insertRule(rule: string, index?: number): number;
  deleteRule(index: number): void;
}

/** Rules this small are ours (or a site's dedicated colour rule) and safe to replace. */
const MAX_REPLACEABLE_PROPERTIES = 10;

const MATCHING_SELECTORS: Record<ColorModeName, readonly string[]> = {
  light: [':root', 'html'],
  dark: ['[data-theme=dark]', 'html[data-theme=dark]'],
};

// Infima sets the dark background on `html[data-theme='dark']`. On a site without CSS cascade
// layers that rule outranks `[data-theme='dark']`, so the dark preview uses the same selector.
const PREVIEW_SELECTORS: Record<ColorModeName, string> = {
  light: ':root',
  dark: "html[data-theme='dark']",
};

function normalizeSelector(selector: string): string {
  return selector.replace(/["'\s]/g, '').toLowerCase();
}

function isStyleRule(rule: object | undefined): rule is StyleRuleLike {
  return rule !== undefined && 'selectorText' in rule && 'style' in rule;
}

function readRules(sheet: SheetLike): ArrayLike<object> {
  try {
    return sheet.cssRules;
  } catch {
    // Stylesheets from another origin refuse access to their rules; they hold no site colours.
    return [];
  }
}

/**
 * Finds the last rule that sets `--ifm-color-primary` for the mode. A rule with fewer than 10
 * properties is replaced; a bigger one (such as the site's full `:root` block) is kept and the
 * preview rule goes right after it, so it wins without reordering the light and dark rules.
 * Returns false when the page has no colour rule for the mode.
 */
export function applyThemeColors(
  sheets: Iterable<SheetLike>,
  mode: ColorModeName,
  declarations: ReadonlyArray<readonly [string, string]>,
): boolean {
  const wanted = MATCHING_SELECTORS[mode];
  let target: {sheet: SheetLike; index: number; size: number} | null = null;
  for (const sheet of sheets) {
    const rules = readRules(sheet);
    for (let index = 0; index < rules.length; index += 1) {
      const rule = rules[index];
      if (
        isStyleRule(rule) &&
        wanted.includes(normalizeSelector(rule.selectorText)) &&
        rule.style.getPropertyValue('--ifm-color-primary') !== ''
      ) {
        target = {sheet, index, size: rule.style.length};
      }
    }
  }
  if (!target) {
    return false;
  }
  const body = declarations.map(([property, value]) => `${property}: ${value};`).join(' ');
  const rule = `${PREVIEW_SELECTORS[mode]} { ${body} }`;
  if (target.size < MAX_REPLACEABLE_PROPERTIES) {
    target.sheet.deleteRule(target.index);
    target.sheet.insertRule(rule, target.index);
  } else {
    target.sheet.insertRule(rule, target.index + 1);
  }
  return true;
}
