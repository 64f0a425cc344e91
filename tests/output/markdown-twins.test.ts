/**
 * Markdown twins and llms.txt (src/plugins/llms): every doc of every version and every blog post
 * has a Markdown copy beside its page, with the page's h1, no JSX and no front matter; llms.txt
 * lists exactly the current docs, and llms-full.txt holds each of them.
 */
import {describe, expect, it} from 'vitest';
import {mdxLeftovers} from '../../src/plugins/llms/lint';
import {markdownTwinUrl} from '../../src/utils/markdownTwin';
import {
  buildToCheck,
  docsVersions,
  fileForPath,
  htmlFiles,
  readBuildFile,
  SITE_ORIGIN,
  sitemapPaths,
  withoutTrailingSlash,
} from '../shared/build';
import {partOfFile, textOf} from '../shared/dom';

const built = buildToCheck('markdown twins');

/** A twin's h1, as plain text. */
function twinTitle(markdown: string): string {
  const line = /^# (.*)$/m.exec(markdown)?.[1] ?? '';
  return line.replace(/\\(.)/g, '$1').replace(/[`*_]/g, '').trim();
}

/**
 * The doc pages (of every version) and blog posts of the build, with their permalink (from the
 * canonical link) and h1. Reads the <html> tag first and parses the head and the h1 only: the
 * whole pages of the docs and blog folders take minutes to parse on a busy machine.
 */
function docsAndPosts(): {kind: 'doc' | 'post'; permalink: string; h1: string}[] {
  return htmlFiles()
    .filter((file) => /^(docs|community|blog)\//.test(file))
    .flatMap((file) => {
      const htmlTag = /<html[^>]*>/.exec(readBuildFile(file))?.[0] ?? '';
      const kind = /\bdocs-doc-id-/.test(htmlTag)
        ? 'doc'
        : /\bblog-post-page\b/.test(htmlTag)
          ? 'post'
          : undefined;
      if (kind === undefined) {
        return [];
      }
      const canonical = partOfFile(file, '<html', '<body')?.('link[rel="canonical"]').attr('href');
      const h1 = partOfFile(file, '<h1', '</h1>');
      if (!canonical || !h1) {
        throw new Error(`${file} has no canonical link or no h1`);
      }
      return [{kind, permalink: new URL(canonical).pathname, h1: textOf(h1, 'h1')}];
    });
}

/** The build file a URL of llms.txt is served from (the static server's mapping). */
function fileOfUrl(url: string): string | undefined {
  return fileForPath(new URL(url).pathname);
}

describe.runIf(built)('llms.txt', () => {
  const llmsTxt = built ? readBuildFile('llms.txt') : '';
  const links = [...llmsTxt.matchAll(/^- \[(?:[^\]\\]|\\.)*\]\(([^)]+)\)/gm)].map(
    (match) => match[1] ?? '',
  );

  it('lists exactly the current docs, each once, under its sections', () => {
    const versionPrefixes = docsVersions().map((version) => `/docs/${version}/`);
    const currentDocs = sitemapPaths()
      .filter((pathname) => pathname === '/docs/' || pathname.startsWith('/docs/'))
      .filter((pathname) => !versionPrefixes.some((prefix) => pathname.startsWith(prefix)))
      .filter((pathname) => !/^\/docs\/(category|tags)(\/|$)/.test(pathname))
      .map(withoutTrailingSlash)
      .sort();
    expect(currentDocs.length).toBeGreaterThan(50);

    const listed = links.map((url) => {
      expect(url.startsWith(`${SITE_ORIGIN}/`), url).toBe(true);
      const pathname = new URL(url).pathname;
      expect(pathname, 'links point at Markdown twins').toMatch(/\.md$/);
      return withoutTrailingSlash(pathname.replace(/(index)?\.md$/, ''));
    });
    expect(new Set(listed).size, 'no doc is listed twice').toBe(listed.length);
    expect(listed.sort()).toEqual(currentDocs);

    expect(llmsTxt).toMatch(/^# Docusaurus\n\n> \S/);
    expect(llmsTxt).toContain('## Getting Started');
    expect(llmsTxt).toContain('## API reference');
  });

  it('links only to files of the build, llms-full.txt included', () => {
    const unresolved = [...links, `${SITE_ORIGIN}/llms-full.txt`].filter(
      (url) => fileOfUrl(url) === undefined,
    );
    expect(links.length).toBeGreaterThan(50);
    expect(unresolved).toEqual([]);
  });

  it('has an llms-full.txt that holds every listed doc, with its source', () => {
    const full = readBuildFile('llms-full.txt');
    for (const url of links) {
      const twin = readBuildFile(fileOfUrl(url) ?? '');
      expect(full, url).toContain(`# ${/^# (.*)$/m.exec(twin)?.[1]}`);
      expect(full).toContain(`Source: <${url.replace(/(index)?\.md$/, '')}>`);
    }
  });
});

describe.runIf(built)('Markdown twins', () => {
  // About 15 s of CPU (parsing 350 twins for MDX leftovers); minutes on a machine shared with
  // browsers, hence the limit above the config's 120 s.
  it('every doc of every version and every blog post has a twin with its h1, no JSX and no front matter', () => {
    const pages = docsAndPosts();
    const docs = pages.filter((page) => page.kind === 'doc');
    const posts = pages.filter((page) => page.kind === 'post');
    for (const version of docsVersions()) {
      expect(
        docs.some((page) => page.permalink.startsWith(`/docs/${version}/`)),
        version,
      ).toBe(true);
    }
    expect(docs.length).toBeGreaterThan(200);
    expect(posts.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const page of pages) {
      const twinPath = markdownTwinUrl(page.permalink);
      const file = fileForPath(twinPath);
      if (file === undefined) {
        problems.push(`${page.permalink}: no twin at ${twinPath}`);
        continue;
      }
      const twin = readBuildFile(file);
      const h1 = page.h1.replace(/[`*_]/g, '');
      if (twinTitle(twin) !== h1) {
        problems.push(`${twinPath}: h1 "${twinTitle(twin)}", the page's is "${h1}"`);
      }
      for (const leftover of mdxLeftovers(twin)) {
        problems.push(`${twinPath}: MDX left over: ${leftover}`);
      }
      if (/^---\n[\s\S]*?\n---/.test(twin)) {
        problems.push(`${twinPath}: starts with front matter`);
      }
    }
    expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
  }, 400_000);
});
