/**
 * KaTeX's stylesheet and fonts, as files of the build outside the bundler, for the pages that show
 * formulas (src/utils/remarkMathStylesheet.ts links them from each such page).
 *
 * As a client module, the stylesheet was part of the one CSS file every page downloads before its
 * first paint. As a CSS import of the pages with formulas, the bundler would have made it a chunk
 * of its own, but every page's runtime would then have carried the code that loads CSS chunks
 * (0.4 kB gzip), and the server's HTML names only the entry's stylesheets. As plain files, React
 * 19 does both jobs: its server rendering writes the page's `<link rel="stylesheet" precedence>`
 * before the content, and on a client-side navigation it waits for the stylesheet before showing
 * the page.
 *
 * Files under /assets/ are cached for a year, so each name carries a hash of its content; the
 * stylesheet names its fonts by their hashed names.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The folder of the build, under the base URL, that holds the files. */
export const KATEX_DIR = 'assets/katex';

export interface KatexFiles {
  /** The stylesheet's file name. */
  stylesheet: string;
  /** Each file's path in the folder, and its content. */
  files: Map<string, Buffer | string>;
}

const contentHash = (data: Buffer | string) =>
  createHash('sha256').update(data).digest('hex').slice(0, 8);

/** Reads KaTeX's distribution folder (katex.min.css, and the fonts it names in fonts/). */
export function readKatexFiles(dist: string): KatexFiles {
  const files = new Map<string, Buffer | string>();
  const hashedFonts = new Map<string, string>();
  for (const font of fs.readdirSync(path.join(dist, 'fonts'))) {
    const data = fs.readFileSync(path.join(dist, 'fonts', font));
    const extension = path.extname(font);
    const hashed = `fonts/${path.basename(font, extension)}.${contentHash(data)}${extension}`;
    hashedFonts.set(`fonts/${font}`, hashed);
    files.set(hashed, data);
  }
  const css = fs
    .readFileSync(path.join(dist, 'katex.min.css'), 'utf8')
    .replace(/url\((fonts\/[^)]+)\)/g, (url, font: string) => {
      const hashed = hashedFonts.get(font);
      if (hashed === undefined) {
        throw new Error(`lean-bundle: KaTeX's stylesheet names ${font}, which is not in ${dist}.`);
      }
      return `url(${hashed})`;
    });
  const stylesheet = `katex.${contentHash(css)}.css`;
  files.set(stylesheet, css);
  return {stylesheet, files};
}

let installed: KatexFiles | undefined;

/** The files of the installed KaTeX package. */
export function katexFiles(): KatexFiles {
  installed ??= readKatexFiles(path.dirname(require.resolve('katex/dist/katex.min.css')));
  return installed;
}

/** Writes the files into `dir`. */
export async function writeKatexFiles(dir: string): Promise<void> {
  await fs.promises.mkdir(path.join(dir, 'fonts'), {recursive: true});
  for (const [name, content] of katexFiles().files) {
    await fs.promises.writeFile(path.join(dir, name), content);
  }
}
