// The site stylesheet's primary shades are the ones the colour generator (on the styling docs)
// computes from the same base colour: loading the generator must not repaint the page.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  DEFAULT_COLORS,
  computeShades,
  defaultShades,
  modeSelector,
  type ColorModeName,
} from '@site/src/utils/colorUtils';

const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');

/** The `--ifm-color-primary*` declarations of the first rule with this selector. */
function primaryDeclarations(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--ifm-color-primary[\w-]*):\s*([^;]+);/g)].map((m) => [m[1], m[2]]),
  );
}

describe('src/css/custom.css', () => {
  for (const mode of ['light', 'dark'] as ColorModeName[]) {
    it(`declares the generator's ${mode} shades`, () => {
      const expected = Object.fromEntries(
        computeShades(DEFAULT_COLORS[mode].primary, defaultShades()).map((shade) => [
          shade.variable,
          shade.color,
        ]),
      );
      expect(primaryDeclarations(modeSelector(mode))).toEqual(expected);
    });
  }
});
