/**
 * The URL paths of the pages the docs plugins built, found in the build output: every app page
 * under the route base of a docs instance (docs/ and community/), in every version. Redirect
 * pages (no app root) are left out; each page is named by its canonical URL's path.
 */
import fs from 'node:fs';
import path from 'node:path';

const DOCS_ROUTE_BASES = ['docs', 'community'];

function htmlFilesUnder(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return htmlFilesUnder(file);
    }
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The path of the page's canonical URL, or null for a file that is not an app page. */
function pagePath(html) {
  if (!/id=["']?__docusaurus\b/.test(html)) {
    return null;
  }
  const canonical = /<link[^>]* rel=["']?canonical["']? href=["']?([^"' >]+)/.exec(html);
  return canonical ? new URL(canonical[1]).pathname : null;
}

/**
 * @param {string} buildDir
 * @returns {string[]} paths such as `/docs/` and `/docs/3.8.1/cli`
 */
export function docPagePaths(buildDir) {
  const paths = DOCS_ROUTE_BASES.map((base) => path.join(buildDir, base))
    .filter((dir) => fs.existsSync(dir))
    .flatMap(htmlFilesUnder)
    .map((file) => pagePath(fs.readFileSync(file, 'utf8')))
    .filter((pathname) => pathname !== null);
  return [...new Set(paths)];
}
