/**
 * Reads the production build (`build/`) the way a static host serves it: which pages exist, how a
 * URL path maps to a file, and what each HTML file references. The build-output tests and the
 * end-to-end crawl discover pages here, so they grow with the site instead of keeping lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parsePage, SITE_ORIGIN, type Page} from './parsePage';

export {parsePage, SITE_ORIGIN, type Page};
export type {ExternalAnchor, Reference} from './parsePage';

/** The build to read; SITE_BUILD_DIR points the checks at a copy (the e2e server must serve it). */
export const BUILD_DIR = path.resolve(
  process.env.SITE_BUILD_DIR ?? path.join(__dirname, '../../build'),
);

export function hasBuild(): boolean {
  return fs.existsSync(path.join(BUILD_DIR, 'index.html'));
}

/** Why a build-output test is skipped, printed so a skip is never silent. */
export const NO_BUILD_MESSAGE =
  'No production build in build/: run `npx docusaurus build` first (scripts/test.sh does).';

/** Whether there is a build to check; says which checks it skips when there is none. */
export function buildToCheck(checks: string): boolean {
  const built = hasBuild();
  if (!built) {
    console.warn(`${checks}: skipped. ${NO_BUILD_MESSAGE}`);
  }
  return built;
}

/** Every HTML file of the build, as paths relative to `build/` with forward slashes. */
export function htmlFiles(): string[] {
  // Redirect pages live in folders named like files (`docs.html/index.html`): keep files only.
  return fs
    .readdirSync(BUILD_DIR, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export function readBuildFile(file: string): string {
  return fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
}

function isFile(file: string): boolean {
  return fs.statSync(path.join(BUILD_DIR, file), {throwIfNoEntry: false})?.isFile() ?? false;
}

/**
 * The build file a URL path is served from, or undefined. Same rules as `npm run serve`
 * (scripts/lib/static-server.mjs) and the usual static hosts with `trailingSlash: undefined`: `/x/` is `x/index.html`; `/x` is the
 * file `x`, then `x.html`, then `x/index.html`.
 */
export function fileForPath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = decoded.replace(/^\/+/, '');
  const candidates = decoded.endsWith('/')
    ? [`${relative}index.html`]
    : [relative, `${relative}.html`, `${relative}/index.html`];
  return candidates.find((candidate) => candidate !== '' && isFile(candidate));
}

/**
 * The URL path of a page file: `a/b/index.html` → `/a/b`, `index.html` → `/`. Any other
 * `.html` file is a route that itself ends in `.html` (a blog slug, say) and keeps its name.
 */
export function pathOfFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '')}`;
}

/** Turns an href into a URL path on this site, or undefined for another site or scheme. */
export function internalUrl(href: string, fromPath: string): URL | undefined {
  const trimmed = href.trim();
  if (/^(mailto|tel|javascript|data|blob):/i.test(trimmed)) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(trimmed, `http://site.invalid${fromPath}`);
  } catch {
    return undefined;
  }
  if (url.origin === 'http://site.invalid' || url.origin === SITE_ORIGIN) {
    return url;
  }
  return undefined;
}

/** Follows redirect pages from `file`; returns the final page file, or why it does not land. */
export function landing(file: string, seen: string[] = []): {file?: string; problem?: string} {
  const page = parsedPages().get(file);
  if (page?.refreshTo === undefined) {
    return {file};
  }
  if (seen.includes(file)) {
    return {problem: `redirect loop ${[...seen, file].join(' → ')}`};
  }
  const url = internalUrl(page.refreshTo, pathOfFile(file));
  if (!url) {
    return {problem: `redirects off the site to ${page.refreshTo}`};
  }
  const target = fileForPath(url.pathname);
  if (!target) {
    return {problem: `redirects to ${page.refreshTo}, which is not built`};
  }
  return landing(target, [...seen, file]);
}

/** Parsed pages of the whole build, keyed by file; parsed once per process. */
let parsedBuild: Map<string, Page> | undefined;
export function parsedPages(): Map<string, Page> {
  parsedBuild ??= new Map(htmlFiles().map((file) => [file, parsePage(readBuildFile(file))]));
  return parsedBuild;
}

/** URL paths listed in `build/sitemap.xml`. */
export function sitemapPaths(): string[] {
  const xml = readBuildFile('sitemap.xml');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '', SITE_ORIGIN).pathname,
  );
}

/**
 * Every page of the build at its canonical path: redirect pages and the 404 page aside. The
 * sitemap leaves out the test area and unlisted pages; this list has them all.
 */
export function builtPagePaths(): string[] {
  const paths = new Set<string>();
  for (const [file, page] of parsedPages()) {
    if (file !== '404.html' && page.refreshTo === undefined) {
      paths.add(page.canonical ?? pathOfFile(file));
    }
  }
  return [...paths].sort();
}

/** Every page of the test area (`/tests/...`), which the sitemap leaves out on purpose. */
export function testAreaPaths(): string[] {
  return builtPagePaths().filter((p) => p === '/tests' || p.startsWith('/tests/'));
}

/** `/docs/cli/` and `/docs/cli` are the same page. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** The docs versions cut so far (versions.json), newest first, e.g. `['3.8.1', '3.7.0']`. */
export function docsVersions(): string[] {
  const file = path.join(__dirname, '../../versions.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

export interface BuiltDocsVersion {
  /** `current` for Canary, else the version name. */
  name: string;
  /** Where the version's docs live, e.g. `/docs/3.8.1`. */
  path: string;
  docs: {id: string; path: string; sidebar?: string; unlisted?: boolean}[];
  draftIds: string[];
}

/**
 * The main docs plugin's versions in the build under test, from the global data written beside
 * it in `.docusaurus/`: each doc's id, route and sidebar, and the drafts left out.
 */
export function builtDocsVersions(): BuiltDocsVersion[] {
  const file = path.join(__dirname, '../../.docusaurus/globalData.json');
  if (!fs.existsSync(file)) {
    return [];
  }
  const globalData = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    'docusaurus-plugin-content-docs': {default: {versions: BuiltDocsVersion[]}};
  };
  return globalData['docusaurus-plugin-content-docs'].default.versions;
}
