/**
 * Links KaTeX's stylesheet from the built pages that show formulas.
 *
 * Pages with formulas import the stylesheet (src/utils/remarkMathStylesheet.ts), and the `katex`
 * cache group (index.ts) makes it a CSS file of its own. In the browser, the bundler's runtime
 * loads that file with the page's chunk. The server's HTML names only the entry's stylesheets,
 * so without this step a formula read before the scripts start would show unstyled.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {builtHtmlFiles} from '../../utils/builtHtmlFiles';
import {startBuildWriter} from '../pwa/buildWriters';

/** KaTeX's outermost element, as the minified HTML writes it, or as written in full. */
const KATEX_MARKUP = /<span class="?katex"?>/;

/**
 * The page with a link to the stylesheet at the end of its head (before `</head>`, or before
 * `<body` where the minifier dropped the optional end tag), or null if it has no formula.
 */
export function withKatexStylesheet(html: string, href: string): string | null {
  const headEnd = html.search(/<\/head>|<body[\s>]/);
  if (
    headEnd === -1 ||
    !KATEX_MARKUP.test(html) ||
    html.includes(`href=${href}>`) ||
    html.includes(`"${href}"`)
  ) {
    return null;
  }
  return `${html.slice(0, headEnd)}<link rel=stylesheet href=${href}>${html.slice(headEnd)}`;
}

/** Adds the link to every page of the build in `outDir` that shows a formula; returns how many. */
export async function linkKatexStylesheet(outDir: string, baseUrl: string): Promise<number> {
  const done = startBuildWriter();
  try {
    const cssDir = path.join(outDir, 'assets/css');
    const file = (await fs.readdir(cssDir)).find((name) => /^katex\.\w+\.css$/.test(name));
    if (file === undefined) {
      return 0;
    }
    const href = `${baseUrl}assets/css/${file}`;
    let linked = 0;
    for (const page of await builtHtmlFiles(outDir)) {
      const html = withKatexStylesheet(await fs.readFile(page, 'utf8'), href);
      if (html !== null) {
        await fs.writeFile(page, html);
        linked += 1;
      }
    }
    return linked;
  } finally {
    done();
  }
}
