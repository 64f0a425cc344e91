import {describe, expect, it} from 'vitest';
import {applyThemeColors, type SheetLike, type StyleRuleLike} from '../applyThemeColors';

type RuleLike = StyleRuleLike | Record<string, never>;

/** A stylesheet stand-in that understands `selector { a: b; c: d; }` rules. */
class FakeSheet implements SheetLike {
  cssRules: RuleLike[];

  constructor(rules: string[]) {
    this.cssRules = rules.map(parseRule);
  }

  insertRule(rule: string, index = 0): number {
    this.cssRules.splice(index, 0, parseRule(rule));
    return index;
  }

  deleteRule(index: number): void {
    this.cssRules.splice(index, 1);
  }

  get selectors(): string[] {
    return this.cssRules.map((rule) => ('selectorText' in rule ? rule.selectorText : '@rule'));
  }
}

function parseRule(text: string): RuleLike {
  if (text.startsWith('@')) {
    return {};
  }
  const [selector = '', body = ''] = text.split('{');
  const properties = new Map(
    body
      .replace('}', '')
      .split(';')
      .map((part) => part.split(':').map((s) => s.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
  return {
    selectorText: selector.trim(),
    style: {length: properties.size, getPropertyValue: (name) => properties.get(name) ?? ''},
  };
}

function styleOf(sheet: FakeSheet, index: number): StyleRuleLike['style'] {
  const rule = sheet.cssRules[index];
  if (!rule || !('style' in rule)) {
    throw new Error(`rule ${index} is not a style rule`);
  }
  return rule.style;
}

function bigRule(selector: string): string {
  const filler = Array.from({length: 10}, (_, i) => `--filler-${i}: 0;`).join(' ');
  return `${selector} { --ifm-color-primary: #111111; ${filler} }`;
}

const DECLARATIONS = [
  ['--ifm-color-primary', '#ff0000'],
  ['--ifm-background-color', '#ffffff'],
] as const;

describe('applyThemeColors', () => {
  it('inserts a preview rule right after a big colour rule, before the dark rule', () => {
    const sheet = new FakeSheet([bigRule(':root'), bigRule('[data-theme="dark"]')]);
    expect(applyThemeColors([sheet], 'light', DECLARATIONS)).toBe(true);
    expect(sheet.selectors).toEqual([':root', ':root', '[data-theme="dark"]']);
    expect(styleOf(sheet, 1).getPropertyValue('--ifm-color-primary')).toBe('#ff0000');
    expect(styleOf(sheet, 0).getPropertyValue('--ifm-color-primary')).toBe('#111111');
  });

  it('replaces a colour rule with fewer than 10 properties instead of adding another', () => {
    const sheet = new FakeSheet([bigRule(':root'), bigRule('[data-theme=dark]')]);
    applyThemeColors([sheet], 'dark', DECLARATIONS);
    applyThemeColors([sheet], 'dark', [['--ifm-color-primary', '#00ff00']]);
    expect(sheet.selectors).toEqual([':root', '[data-theme=dark]', "html[data-theme='dark']"]);
    expect(styleOf(sheet, 2).getPropertyValue('--ifm-color-primary')).toBe('#00ff00');
  });

  it('leaves small rules that do not set the primary colour alone', () => {
    const sheet = new FakeSheet([
      bigRule('html[data-theme=dark]'),
      'html[data-theme=dark] { --ifm-menu-link-sublist-icon-filter: none; }',
    ]);
    applyThemeColors([sheet], 'dark', DECLARATIONS);
    expect(sheet.cssRules).toHaveLength(3);
    expect(styleOf(sheet, 2).getPropertyValue('--ifm-menu-link-sublist-icon-filter')).toBe('none');
  });

  it('targets the last matching rule across sheets and skips unreadable sheets', () => {
    const first = new FakeSheet([bigRule(':root')]);
    const foreign: SheetLike = {
      get cssRules(): RuleLike[] {
        throw new Error('SecurityError');
      },
      insertRule: () => 0,
      deleteRule: () => undefined,
    };
    const last = new FakeSheet(['@media print {}', bigRule(':root')]);
    expect(applyThemeColors([first, foreign, last], 'light', DECLARATIONS)).toBe(true);
    expect(first.cssRules).toHaveLength(1);
    expect(last.selectors).toEqual(['@rule', ':root', ':root']);
  });

  it('reports false when no rule defines the colour for that mode', () => {
    const sheet = new FakeSheet([bigRule(':root'), '.navbar { color: red; }']);
    expect(applyThemeColors([sheet], 'dark', DECLARATIONS)).toBe(false);
    expect(sheet.cssRules).toHaveLength(2);
  });
});
