import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the production build for the "beyond" features spec: which pages are docs (every
 * version) and blog posts, their permalinks and h1 text, and the sitemap.
 */
export const buildDir = path.join(__dirname, '../../build');

/** The site URL from the config, as written in canonical links and llms.txt. */
export const siteUrl = 'https://docusaurus.io';

export interface BuiltPage {
  /** The page's permalink (from its canonical link), e.g. `/docs/3.8.1/cli` or `/docs/`. */
  permalink: string;
  /** The text of the page's h1. */
  h1: string;
  html: string;
}

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return htmlFiles(full);
    }
    return entry.name === 'index.html' ? [full] : [];
  });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Plain text of an HTML fragment, whitespace collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** An attribute of a tag in the minified HTML, quoted or not. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * The built pages under `folders` whose <html> carries `htmlClass` (`docs-doc-id-` marks a doc
 * page of any version, `blog-post-page` a blog post).
 */
export function builtPages(folders: readonly string[], htmlClass: string): BuiltPage[] {
  return folders
    .flatMap((folder) => htmlFiles(path.join(buildDir, folder)))
    .flatMap((file) => {
      const html = fs.readFileSync(file, 'utf8');
      const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
      if (!(attribute(htmlTag, 'class') ?? '').includes(htmlClass)) {
        return [];
      }
      const canonicalTag = [...html.matchAll(/<link[^>]*>/g)]
        .map((match) => match[0])
        .find((tag) => attribute(tag, 'rel') === 'canonical');
      const canonical = canonicalTag ? attribute(canonicalTag, 'href') : undefined;
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      if (!canonical || h1 === undefined) {
        throw new Error(`${file} has no canonical link or no h1`);
      }
      return [{permalink: new URL(canonical).pathname, h1: plainText(h1), html}];
    });
}

/** Paths of the sitemap's URLs. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/** The docs versions cut so far (versions.json), e.g. `['3.8.1', '3.7.0']`. */
export function docsVersions(): string[] {
  const file = path.join(__dirname, '../../versions.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

/** `/docs/cli/` and `/docs/cli` are the same page. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}
