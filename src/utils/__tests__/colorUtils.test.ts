import {describe, expect, it} from 'vitest';
import {
  adjustLightness,
  computeShades,
  contrastRatio,
  defaultShades,
  defaultThemeColors,
  formatHex,
  generateCss,
  normalizeHex,
  parseAdjustment,
  parseHex,
  previewDeclarations,
  relativeLuminance,
  restoreThemeColors,
  serializeThemeColors,
  tryParseHex,
} from '../colorUtils';

describe('hex parsing and formatting', () => {
  it('reads six-digit, three-digit and hash-less colours', () => {
    expect(parseHex('#2e8555')).toEqual({r: 46, g: 133, b: 85});
    expect(parseHex('2E8555')).toEqual({r: 46, g: 133, b: 85});
    expect(parseHex('#fa0')).toEqual({r: 255, g: 170, b: 0});
    expect(parseHex('  #000000 ')).toEqual({r: 0, g: 0, b: 0});
  });

  it('round-trips every colour it formats', () => {
    for (const hex of ['#000000', '#ffffff', '#2e8555', '#25c2a0', '#181920', '#0a0b0c']) {
      expect(formatHex(parseHex(hex))).toBe(hex);
    }
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
  });

  it('clamps and rounds channels when formatting', () => {
    expect(formatHex({r: 300, g: -4, b: 127.5})).toBe('#ff0080');
  });

  it('rejects invalid input with a message naming the value and the expected form', () => {
    for (const bad of ['', '#12', '#12345', '#ggg', 'red', 'rgb(0, 0, 0)', '#1234567']) {
      expect(tryParseHex(bad)).toBeNull();
      expect(() => parseHex(bad)).toThrow(`Invalid colour "${bad}"`);
    }
    expect(() => parseHex('teal')).toThrow(/expected a hex colour such as #2e8555/);
  });
});

describe('shades', () => {
  it('computes the light-mode default shades in code order', () => {
    const shades = computeShades('#2e8555', defaultShades());
    expect(shades.map((s) => [s.variable, s.color])).toEqual([
      ['--ifm-color-primary', '#2e8555'],
      ['--ifm-color-primary-dark', '#29784c'],
      ['--ifm-color-primary-darker', '#277148'],
      ['--ifm-color-primary-darkest', '#205d3b'],
      ['--ifm-color-primary-light', '#33925e'],
      ['--ifm-color-primary-lighter', '#359962'],
      ['--ifm-color-primary-lightest', '#3cad6f'],
    ]);
  });

  it('computes the dark-mode default shades', () => {
    expect(computeShades('#25c2a0', defaultShades()).map((s) => s.color)).toEqual([
      '#25c2a0',
      '#21af90',
      '#1fa588',
      '#1a8870',
      '#29d5b0',
      '#32d8b4',
      '#4fddbf',
    ]);
  });

  it('has the seven shades with their adjustments and both orders', () => {
    const shades = defaultShades();
    const byDisplay = [...shades].sort((a, b) => a.displayOrder - b.displayOrder);
    expect(byDisplay.map((s) => s.name)).toEqual([
      'lightest',
      'lighter',
      'light',
      'primary',
      'dark',
      'darker',
      'darkest',
    ]);
    expect(byDisplay.map((s) => s.adjustment)).toEqual([-0.3, -0.15, -0.1, 0, 0.1, 0.15, 0.3]);
    expect(new Set(shades.map((s) => s.codeOrder)).size).toBe(7);
  });

  it('keeps lightness within range and greys grey', () => {
    expect(adjustLightness('#ffffff', -0.3)).toBe('#ffffff');
    expect(adjustLightness('#000000', 0.3)).toBe('#000000');
    expect(adjustLightness('#ffffff', 0.1)).toBe('#e6e6e6');
    expect(adjustLightness('#808080', 0)).toBe('#808080');
  });

  it('accepts adjustments between -1 and 1 only', () => {
    expect(parseAdjustment('0.2')).toBe(0.2);
    expect(parseAdjustment(' -.15 ')).toBe(-0.15);
    expect(parseAdjustment('1')).toBe(1);
    for (const bad of ['', '-', '0.1.2', 'abc', '1.5', '-2', '1e-1']) {
      expect(parseAdjustment(bad)).toBeNull();
    }
  });
});

describe('generateCss', () => {
  it('writes a :root block for light mode', () => {
    expect(generateCss(defaultThemeColors('light'), 'light')).toBe(
      [
        ':root {',
        '  --ifm-color-primary: #2e8555;',
        '  --ifm-color-primary-dark: #29784c;',
        '  --ifm-color-primary-darker: #277148;',
        '  --ifm-color-primary-darkest: #205d3b;',
        '  --ifm-color-primary-light: #33925e;',
        '  --ifm-color-primary-lighter: #359962;',
        '  --ifm-color-primary-lightest: #3cad6f;',
        '}',
      ].join('\n'),
    );
  });

  it("writes a [data-theme='dark'] block for dark mode", () => {
    const css = generateCss(defaultThemeColors('dark'), 'dark');
    expect(css.startsWith("[data-theme='dark'] {\n  --ifm-color-primary: #25c2a0;")).toBe(true);
  });
});

describe('contrast', () => {
  it('gives the WCAG ratio of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2e8555', '#2e8555')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('computes relative luminance at the ends of the scale', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
  });
});

describe('stored colours', () => {
  it('falls back to the defaults for missing or malformed values', () => {
    expect(restoreThemeColors(null, 'dark')).toEqual(defaultThemeColors('dark'));
    expect(restoreThemeColors('{not json', 'light')).toEqual(defaultThemeColors('light'));
    expect(restoreThemeColors('"text"', 'light')).toEqual(defaultThemeColors('light'));
    const partial = restoreThemeColors('{"baseColor":"nope","background":"#000"}', 'light');
    expect(partial.baseColor).toBe('#2e8555');
    expect(partial.background).toBe('#000');
  });

  it('round-trips colours and the adjustment text', () => {
    const colors = defaultThemeColors('light');
    colors.baseColor = '#ff0000';
    colors.shades = colors.shades.map((s) =>
      s.name === 'dark' ? {...s, adjustment: 0.2, adjustmentInput: '0.2'} : s,
    );
    expect(restoreThemeColors(serializeThemeColors(colors), 'light')).toEqual(colors);
  });

  it('keeps half-typed adjustment text but the last valid number', () => {
    const restored = restoreThemeColors('{"adjustments":{"darker":"0.","lighter":"x"}}', 'dark');
    const darker = restored.shades.find((s) => s.name === 'darker');
    const lighter = restored.shades.find((s) => s.name === 'lighter');
    expect(darker).toMatchObject({adjustmentInput: '0.', adjustment: 0});
    expect(lighter).toMatchObject({adjustmentInput: 'x', adjustment: -0.15});
  });
});

describe('previewDeclarations', () => {
  it('lists the seven shades then the normalised background', () => {
    const declarations = previewDeclarations({...defaultThemeColors('dark'), background: '#FFF'});
    expect(declarations).toHaveLength(8);
    expect(declarations[0]).toEqual(['--ifm-color-primary', '#25c2a0']);
    expect(declarations[7]).toEqual(['--ifm-background-color', '#ffffff']);
  });
});
