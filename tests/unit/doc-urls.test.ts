import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import getSlug from '@docusaurus/plugin-content-docs/lib/slug.js';
import sidebars from '../../sidebars';
import {contentDocPages, generatedIndexUrls} from '../output/data/docUrls';
import {DOCS_DIR, listContentDocs, readDoc} from './docFiles';

// The current version of the main docs instance is served at /docs (routeBasePath 'docs',
// version path ''), so a doc's URL is '/docs' followed by its slug.
const DOCS_BASE = '/docs';

async function permalinkOf(file: string): Promise<string> {
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: path.join(DOCS_DIR, file),
    fileContent: readDoc(file),
  });
  const id = typeof frontMatter.id === 'string' ? frontMatter.id : path.posix.parse(file).name;
  const slug = getSlug({
    baseID: id,
    frontMatterSlug: typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
    source: file,
    sourceDirName: path.posix.dirname(file),
  });
  return `${DOCS_BASE}${slug}`;
}

type SidebarCategory = {
  type: 'category';
  label: string;
  link?: {type: string; slug?: string};
  items: unknown[];
};

function isCategory(item: unknown): item is SidebarCategory {
  return (
    typeof item === 'object' && item !== null && (item as {type?: unknown}).type === 'category'
  );
}

/** Labels of the sidebar categories whose generated index uses the default slug. */
function generatedIndexLabels(items: readonly unknown[]): string[] {
  return items.filter(isCategory).flatMap((category) => {
    const own =
      category.link?.type === 'generated-index' && !category.link.slug ? [category.label] : [];
    return [...own, ...generatedIndexLabels(category.items)];
  });
}

describe('tests/output/data/docUrls.ts', () => {
  it('lists every non-API doc file exactly once', () => {
    const listed = contentDocPages.map((page) => page.file).sort();
    expect(listed, 'add or remove entries so the list matches the files in docs/').toEqual(
      listContentDocs(),
    );
  });

  it('has unique URLs', () => {
    const urls = contentDocPages.map((page) => page.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it.each(contentDocPages)('$file is served at $url', async ({file, url}) => {
    expect(await permalinkOf(file), `the slug/id front matter of docs/${file} changed`).toBe(url);
  });

  it('lists the generated category index pages of the docs sidebar', () => {
    const fromSidebar = generatedIndexLabels(sidebars.docs).map(
      (label) => `${DOCS_BASE}/category/${label.toLowerCase().replace(/\s+/g, '-')}`,
    );
    expect([...generatedIndexUrls].sort()).toEqual(fromSidebar.sort());
  });
});
