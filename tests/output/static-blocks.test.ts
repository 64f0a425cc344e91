/**
 * Static blocks (src/plugins/static-blocks): a doc's plain paragraphs, lists and quotes are in its
 * HTML, marked with data-sb, and not in any script, so a reader downloads their text once.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, htmlFiles, readBuildFile} from '../shared/build';

const built = buildToCheck('static blocks');

/** The marked blocks of a page: id and inner HTML (blocks hold no nested data-sb). */
function blocksOf(html: string): Array<{id: string; inner: string}> {
  return [
    ...html.matchAll(/<(p|ul|ol|blockquote)\b[^>]*\bdata-sb="?([\w-]+)"?[^>]*>([\s\S]*?)<\/\1>/g),
  ].map(([, , id, inner]) => ({id: id!, inner: inner!}));
}

/** A run of plain words from a block, which a script would hold verbatim: no escapes to differ. */
function plainRun(inner: string): string | undefined {
  const text = inner.replace(/<[^>]+>/g, ' ');
  return [...text.matchAll(/[A-Za-z][A-Za-z ,]{30,}[A-Za-z]/g)]
    .map(([run]) => run)
    .sort((a, b) => b.length - a.length)[0];
}

describe.runIf(built)('static blocks', () => {
  const docs = htmlFiles().filter((file) => /^(docs|community)\/.*index\.html$/.test(file));

  it('mark the plain blocks of the doc pages, each id once per page', () => {
    const counts = docs.map((file) => {
      const ids = blocksOf(readBuildFile(file)).map(({id}) => id);
      expect(new Set(ids).size, file).toBe(ids.length);
      return ids.length;
    });
    // The folders also hold redirect, tag and category pages, which have no Markdown.
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(250);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(2000);
  });

  const allScripts = () =>
    fs
      .readdirSync(path.join(BUILD_DIR, 'assets/js'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(BUILD_DIR, 'assets/js', file), 'utf8'))
      .join('\n');

  it("leave the blocks' text out of every script", () => {
    const scripts = allScripts();
    const samples = [
      'docs/installation/index.html',
      'docs/troubleshooting/index.html',
      'docs/cli/index.html',
    ]
      .flatMap((file) => blocksOf(readBuildFile(file)).slice(0, 5))
      .map(({inner}) => plainRun(inner))
      .filter((run): run is string => run !== undefined);
    expect(samples.length).toBeGreaterThan(8);
    expect(samples.filter((run) => scripts.includes(run))).toEqual([]);
    // The check can see text: the page's description, in its metadata, is in a script.
    expect(scripts).toContain('Create a new Docusaurus site with create-docusaurus');
  });

  it('leave the SVGs of diagrams drawn at build time out of every script', () => {
    const scripts = allScripts();
    const html = readBuildFile('docs/advanced/plugins/index.html');
    const svgIds = [...html.matchAll(/<svg[^>]*\bid="?(mermaid-svg-[\w-]+-(?:light|dark))"?/g)].map(
      ([, id]) => id!,
    );
    expect(svgIds.length).toBeGreaterThanOrEqual(2);
    for (const id of svgIds) {
      expect(html).toMatch(new RegExp(`data-sb="?${id}"?`));
    }
    expect(svgIds.filter((id) => scripts.includes(`id="${id}"`))).toEqual([]);
  });
});
