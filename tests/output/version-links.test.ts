/**
 * Versioned docs keep their readers: a link in the article of a doc page, or in the page's
 * Markdown twin, opens the same docs version as the page (a 3.8.1 page links to 3.8.1 pages).
 * A link that leaves the version on purpose carries the mark described in the README ("Linking
 * between docs"): a link title naming the docs it opens, `"Canary docs"` or `"3.7.0 docs"`.
 * Community pages belong to no version of the main docs, so each of their links into `/docs/`
 * carries the mark too. `llms.txt` and `llms-full.txt` describe the current docs and follow the
 * same rule.
 */
import type {Nodes} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {markdownTwinUrl} from '../../src/utils/markdownTwin';
import {buildToCheck, docsVersions, fileForPath, internalUrl, readBuildFile} from '../shared/build';
import {builtPagesWithClass, partOfFile} from '../shared/dom';

const built = buildToCheck('version links');

/** A link as the check sees it: where it points and its title, if any. */
interface Link {
  href: string;
  title?: string;
}

const CURRENT = 'current';

/**
 * The version of the main docs a URL path belongs to: a release name (`3.8.1`), `latest` (the
 * alias of the newest release), `current` for the rest of `/docs/`, undefined outside it.
 */
function docsVersionOf(pathname: string): string | undefined {
  if (!/^\/docs(\/|$)/.test(pathname)) {
    return undefined;
  }
  const segment = pathname.split('/')[2] ?? '';
  return segment === 'latest' || docsVersions().includes(segment) ? segment : CURRENT;
}

/** The title that marks a link leaving its version on purpose for the docs it opens. */
function crossVersionMark(version: string): string {
  return `${version === CURRENT ? 'Canary' : version} docs`;
}

/**
 * The links of `links` that leave the docs version of `pagePath` without the mark, each with the
 * version it opens. Links outside the main docs (blog, community, other sites) never leave it.
 */
function unmarkedLeaving(pagePath: string, links: Link[]): string[] {
  const pageVersion = docsVersionOf(pagePath);
  return links.flatMap(({href, title}) => {
    const url = internalUrl(href, pagePath);
    const target = url && docsVersionOf(url.pathname);
    if (target === undefined || target === pageVersion || title === crossVersionMark(target)) {
      return [];
    }
    return [`${href} (opens ${crossVersionMark(target)}${title ? `, title "${title}"` : ''})`];
  });
}

/** Doc pages of every version of the main docs and of the community docs. */
function docPages(): {permalink: string; file: string}[] {
  return builtPagesWithClass(['docs', 'community'], 'docs-doc-id-').map(({permalink, file}) => ({
    permalink,
    file,
  }));
}

/** The links in the content of a doc page (the theme's `.theme-doc-markdown`). */
function articleLinks(file: string): Link[] {
  const $ = partOfFile(file, '<article', '</article>');
  if (!$) {
    throw new Error(`${file} has no article`);
  }
  return $('.theme-doc-markdown a[href]')
    .toArray()
    .map((anchor) => ({href: $(anchor).attr('href') ?? '', title: $(anchor).attr('title')}));
}

const markdownParser = unified().use(remarkParse);

/** The links and link definitions of a Markdown file. */
function markdownLinks(markdown: string): Link[] {
  const links: Link[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'link' || node.type === 'definition') {
      links.push({href: node.url, title: node.title ?? undefined});
    }
    if ('children' in node) {
      node.children.forEach(visit);
    }
  };
  visit(markdownParser.parse(markdown));
  return links;
}

/**
 * Runs `check` over each item and asserts that it finds nothing; the failure names each item
 * (by `keyOf`) with what was found, and counts both.
 */
function expectNone<T>(items: T[], keyOf: (item: T) => string, check: (item: T) => string[]) {
  const found = Object.fromEntries(
    items.flatMap((item) => {
      const problems = check(item);
      return problems.length > 0 ? [[keyOf(item), problems]] : [];
    }),
  );
  const links = Object.values(found).flat().length;
  expect(
    found,
    `${links} links on ${Object.keys(found).length} pages leave their version without the mark`,
  ).toEqual({});
}

describe.runIf(built)('links between docs versions', () => {
  const pages = built ? docPages() : [];

  it('finds the doc pages of every version and of the community docs', () => {
    for (const version of [CURRENT, ...docsVersions()]) {
      expect(
        pages.filter(({permalink}) => docsVersionOf(permalink) === version).length,
        version,
      ).toBeGreaterThan(50);
    }
    expect(pages.filter(({permalink}) => permalink.startsWith('/community/')).length).toBe(6);
  });

  it('keep the reader of a doc page in its version, unless the link is marked', () => {
    expectNone(
      pages,
      ({permalink}) => permalink,
      ({permalink, file}) => unmarkedLeaving(permalink, articleLinks(file)),
    );
  });

  it('keep the reader of a Markdown twin in its version, unless the link is marked', () => {
    expectNone(
      pages,
      ({permalink}) => markdownTwinUrl(permalink),
      ({permalink}) => {
        const file = fileForPath(markdownTwinUrl(permalink));
        if (!file) {
          return ['(no Markdown twin)'];
        }
        return unmarkedLeaving(permalink, markdownLinks(readBuildFile(file)));
      },
    );
    // Parses some 300 twins: about 15 s of CPU, minutes on a machine shared with browsers.
  }, 400_000);

  it('keep llms.txt and llms-full.txt in the current docs, unless the link is marked', () => {
    expectNone(
      ['llms.txt', 'llms-full.txt'],
      (file) => file,
      // Both describe the current docs, which live at /docs/.
      (file) => unmarkedLeaving('/docs/', markdownLinks(readBuildFile(file))),
    );
  }, 400_000);
});
