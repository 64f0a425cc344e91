/**
 * The page regions that React hydrates apart (src/components/HydrationBoundary): in the server
 * HTML each sits inside a Suspense boundary, which React marks with `<!--$-->` and `<!--/$-->`.
 * Without the markers the whole page hydrates and commits as one long task on a phone.
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

const DOC_REGIONS = {
  sidebar: 'theme-doc-sidebar-menu menu__list',
  article: 'theme-doc-markdown markdown',
  'table of contents': 'theme-doc-toc-desktop',
  footer: 'theme-layout-footer footer',
};

describe.runIf(built)('hydration boundaries', () => {
  it('every region of every current doc page hydrates apart', () => {
    // Redirect pages (`docs/x.html/index.html`) and generated category indexes aside.
    const docs = htmlFiles().filter(
      (file) =>
        /^docs\/(?!\d+\.\d+\.\d+\/|category\/).*index\.html$/.test(file) &&
        parsedPages().get(file)?.refreshTo === undefined,
    );
    expect(docs.length).toBeGreaterThan(80);
    const problems: string[] = [];
    for (const file of docs) {
      const html = readBuildFile(file);
      for (const [region, marker] of Object.entries(DOC_REGIONS)) {
        // A doc without headings has no table of contents.
        if (insideBoundary(html, marker) === false) {
          problems.push(`${file}: the ${region} is outside every Suspense boundary`);
        } else if (insideBoundary(html, marker) === undefined && region !== 'table of contents') {
          problems.push(`${file}: no ${region} (${marker}) found`);
        }
      }
    }
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  });

  it('the home page hydrates its sections below the hero apart, and its hero with the shell', () => {
    const html = readBuildFile('index.html');
    expect(insideBoundary(html, DOC_REGIONS.footer)).toBe(true);
    expect(insideBoundary(html, '<header')).toBe(false);
    const sections = [...html.matchAll(/<section[^>]*>/g)].map((match) =>
      insideBoundary(html, match[0]),
    );
    expect(sections.length).toBeGreaterThan(2);
    expect(sections.every(Boolean), JSON.stringify(sections)).toBe(true);
  });
});
