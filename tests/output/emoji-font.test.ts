/**
 * Every emoji a built page shows has a glyph in the site's own emoji faces ('Site Emoji' in
 * src/css/emoji.css, cut by scripts/fonts/emoji-subset.sh), so browsers without an emoji font
 * draw it instead of an empty box: the stylesheet's unicode-range lists it and the font file it
 * points to maps it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, htmlFiles, readBuildFile} from '../shared/build';

const built = buildToCheck('emoji font');

/** Characters drawn as emoji: emoji by default, or any pictograph asking for emoji style. */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}(?=\uFE0F)/gu;

interface Face {
  file: string;
  range: Set<number>;
}

function siteEmojiFaces(): Face[] {
  const cssDir = path.join(BUILD_DIR, 'assets/css');
  const css = fs
    .readdirSync(cssDir)
    .map((name) => fs.readFileSync(path.join(cssDir, name), 'utf8'))
    .join('\n');
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)]
    .map((match) => match[1]!)
    .filter((body) => /font-family:["']?Site Emoji/.test(body))
    .map((body) => ({
      file: /url\(["']?\/([^"')]+)/.exec(body)![1]!,
      range: new Set([...body.matchAll(/U\+([0-9A-F]+)/gi)].map((code) => parseInt(code[1]!, 16))),
    }));
}

/** Code points mapped by a TrueType font's format 12 cmap subtable (what hb-subset writes). */
function mappedCodePoints(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === 'cmap') {
      cmap = font.readUInt32BE(20 + 16 * i);
    }
  }
  const mapped = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
    const subtable = cmap + font.readUInt32BE(cmap + 8 + 8 * i);
    if (font.readUInt16BE(subtable) !== 12) {
      continue;
    }
    for (let group = 0; group < font.readUInt32BE(subtable + 12); group += 1) {
      const at = subtable + 16 + 12 * group;
      for (let code = font.readUInt32BE(at); code <= font.readUInt32BE(at + 4); code += 1) {
        mapped.add(code);
      }
    }
  }
  return mapped;
}

describe.skipIf(!built)('emoji', () => {
  const faces = siteEmojiFaces();

  it('each Site Emoji face maps every character of its unicode-range', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      const mapped = mappedCodePoints(fs.readFileSync(path.join(BUILD_DIR, face.file)));
      const missing = [...face.range].filter((code) => !mapped.has(code));
      expect(
        missing.map((code) => code.toString(16)),
        face.file,
      ).toEqual([]);
    }
  });

  it('every emoji of every page is in a Site Emoji face', () => {
    const covered = new Set(faces.flatMap((face) => [...face.range]));
    const missing = new Map<string, string>();
    for (const file of htmlFiles()) {
      for (const [emoji] of readBuildFile(file).matchAll(EMOJI)) {
        if (!covered.has(emoji.codePointAt(0)!) && !missing.has(emoji)) {
          missing.set(emoji, file);
        }
      }
    }
    // Fix: add the code point to scripts/fonts/emoji-subset.sh and to a unicode-range of
    // src/css/emoji.css, then run the script.
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
