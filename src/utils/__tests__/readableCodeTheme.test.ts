import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {contrastRatio} from '../colorUtils';
import {codeBackgrounds, readableCodeTheme, readableColor} from '../readableCodeTheme';

const darken10 = {rgb: {r: 0, g: 0, b: 0}, alpha: 0.1};
const red12 = {rgb: {r: 255, g: 0, b: 0}, alpha: 0.12};

describe('codeBackgrounds', () => {
  it('blends each overlay over the background', () => {
    expect(codeBackgrounds('#f6f8fa', [darken10, red12])).toEqual([
      '#f6f8fa',
      '#dddfe1',
      '#f7dadc',
    ]);
  });
});

describe('readableColor', () => {
  it('keeps a colour that already passes, written as #rrggbb', () => {
    expect(readableColor('#393A34', ['#f6f8fa'])).toBe('#393a34');
    expect(readableColor('rgb(248, 248, 242)', ['#282a36'])).toBe('#f8f8f2');
  });

  it('darkens on a light background and lightens on a dark one, just past 4.5:1', () => {
    const onLight = readableColor('#00a4db', ['#f6f8fa']);
    expect(contrastRatio(onLight, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onLight, '#f6f8fa')).toBeLessThan(5);
    const onDark = readableColor('rgb(98, 114, 164)', ['#282a36']);
    expect(contrastRatio(onDark, '#282a36')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onDark, '#282a36')).toBeLessThan(5);
  });

  it('leaves colours it cannot read (such as inherit) alone', () => {
    expect(readableColor('inherit', ['#ffffff'])).toBe('inherit');
  });
});

describe('readableCodeTheme', () => {
  for (const [name, theme] of Object.entries({github: themes.github, dracula: themes.dracula})) {
    it(`gives every ${name} token AA contrast on the background and under the overlays`, () => {
      const readable = readableCodeTheme(theme, [darken10, red12]);
      const backgrounds = codeBackgrounds(theme.plain.backgroundColor ?? '', [darken10, red12]);
      const colours = [readable.plain, ...readable.styles.map((s) => s.style)]
        .map((style) => style.color)
        .filter((color): color is string => !!color);
      for (const color of colours) {
        for (const background of backgrounds) {
          expect(
            contrastRatio(color, background),
            `${color} on ${background}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
      expect(readable.styles.map((s) => s.types)).toEqual(theme.styles.map((s) => s.types));
    });
  }
});
