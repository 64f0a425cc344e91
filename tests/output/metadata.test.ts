/**
 * Metadata gate: every page the sitemap offers to search engines has a meta description, which
 * result pages and link previews show under the title. Pages that set none used to fall back to
 * whatever text came first (the announcement bar, the navbar).
 */
import {describe, expect, it} from 'vitest';
import {buildToCheck, fileForPath, parsedPages, sitemapPaths} from '../shared/build';

const built = buildToCheck('metadata');

describe.runIf(built)('page metadata', () => {
  it('gives every sitemap page a meta description', () => {
    const pages = parsedPages();
    const paths = sitemapPaths();
    const missing = paths.filter((urlPath) => {
      const file = fileForPath(urlPath);
      return !(file && pages.get(file)?.description?.trim());
    });
    expect(paths.length).toBeGreaterThan(400);
    expect(missing).toEqual([]);
  });
});
