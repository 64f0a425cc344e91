/**
 * The page regions that React hydrates apart (src/components/HydrationBoundary): in the server
 * HTML each sits inside a Suspense boundary, which React marks with `<!--$-->` and `<!--/$-->`.
 * Without the markers the whole page hydrates and commits as one long task on a phone. The article
 * is left out on purpose: with plain boundaries around it, the docs sidebar and the table of
 * contents, Lighthouse's mobile blocking time on /docs/installation rose (medians 874 → 1,260 ms,
 * interleaved), since they change right after hydration (window size, active heading). The
 * sidebar and the table of contents now sit in boundaries that hydrate only at desktop width
 * (HydrateOnDesktop): a phone never hydrates them, and removes them once it has measured the
 * window.
 */
import {describe, expect, it} from 'vitest';
import {buildToCheck, htmlFiles, parsedPages, readBuildFile} from '../shared/build';

const built = buildToCheck('hydration boundaries');

/** Whether the first element whose class list contains `marker` is inside an open Suspense boundary. */
function insideBoundary(html: string, marker: string): boolean | undefined {
  const at = html.indexOf(marker);
  if (at < 0) {
    return undefined;
  }
  const before = html.slice(0, at);
  return before.lastIndexOf('<!--$-->') > before.lastIndexOf('<!--/$-->');
}

const FOOTER = 'theme-layout-footer footer';

describe.runIf(built)('hydration boundaries', () => {
  it('the footer of every current doc page hydrates apart', () => {
    // Redirect pages (`docs/x.html/index.html`) aside.
    const docs = htmlFiles().filter(
      (file) =>
        /^docs\/(?!\d+\.\d+\.\d+\/).*index\.html$/.test(file) &&
        parsedPages().get(file)?.refreshTo === undefined,
    );
    expect(docs.length).toBeGreaterThan(80);
    const outside = docs.filter((file) => insideBoundary(readBuildFile(file), FOOTER) !== true);
    expect(outside, 'footers outside every Suspense boundary').toEqual([]);
  });

  it('the desktop docs sidebar and table of contents of a doc page hydrate apart', () => {
    const html = readBuildFile('docs/installation/index.html');
    expect(insideBoundary(html, 'menu thin-scrollbar')).toBe(true);
    expect(insideBoundary(html, 'table-of-contents table-of-contents__left-border')).toBe(true);
    expect(insideBoundary(html, 'theme-doc-markdown markdown')).toBe(false);
  });

  it('the home page hydrates its sections below the hero apart, and its hero with the shell', () => {
    const html = readBuildFile('index.html');
    expect(insideBoundary(html, FOOTER)).toBe(true);
    expect(insideBoundary(html, '<header')).toBe(false);
    const sections = [...html.matchAll(/<section[^>]*>/g)].map((match) =>
      insideBoundary(html, match[0]),
    );
    expect(sections.length).toBeGreaterThan(2);
    expect(sections.every(Boolean), JSON.stringify(sections)).toBe(true);
  });
});
