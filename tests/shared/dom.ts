/**
 * Built pages as documents to query with CSS selectors, for the checks of what the server
 * rendered (headings, badges, sidebars, post metadata). Each file is parsed once per process.
 */
import {load, type CheerioAPI} from 'cheerio';
import {fileForPath, htmlFiles, pathOfFile, readBuildFile} from './build';

const documents = new Map<string, CheerioAPI>();

/** The built document served at a URL path (`/docs/cli`), or undefined if none is. */
export function builtDocument(urlPath: string): CheerioAPI | undefined {
  const file = fileForPath(urlPath);
  return file === undefined ? undefined : documentOfFile(file);
}

export function documentOfFile(file: string): CheerioAPI {
  let document = documents.get(file);
  if (!document) {
    document = load(readBuildFile(file));
    documents.set(file, document);
  }
  return document;
}

/** Text as a reader sees it: whitespace collapsed and trimmed. */
export function textOf($: CheerioAPI, selector: string): string {
  return $(selector).first().text().replace(/\s+/g, ' ').trim();
}

export interface BuiltPage {
  /** The page's permalink (from its canonical link), e.g. `/docs/3.8.1/cli` or `/docs/`. */
  permalink: string;
  file: string;
  $: CheerioAPI;
}

/**
 * The built pages whose <html> carries a class starting with `htmlClass` (`docs-doc-id-` marks a
 * doc page of any version, `blog-post-page` a blog post), under the `folders` of the build.
 */
export function builtPagesWithClass(folders: readonly string[], htmlClass: string): BuiltPage[] {
  return htmlFiles()
    .filter((file) => folders.some((folder) => file.startsWith(`${folder}/`)))
    .flatMap((file) => {
      const $ = documentOfFile(file);
      const classes = ($('html').attr('class') ?? '').split(/\s+/);
      if (!classes.some((name) => name.startsWith(htmlClass))) {
        return [];
      }
      const canonical = $('link[rel="canonical"]').attr('href');
      const permalink = canonical ? new URL(canonical).pathname : pathOfFile(file);
      return [{permalink, file, $}];
    });
}

/**
 * The part of a built file from `start` to the end of `end` (or of the file), as a document: a
 * check over every page that reads only the head, the navbar or the footer parses a few
 * kilobytes a page instead of the whole of it. Undefined if the file has no `start`.
 */
export function partOfFile(file: string, start: string, end: string): CheerioAPI | undefined {
  const html = readBuildFile(file);
  const from = html.indexOf(start);
  if (from < 0) {
    return undefined;
  }
  const to = html.indexOf(end, from);
  return load(html.slice(from, to < 0 ? undefined : to + end.length));
}
