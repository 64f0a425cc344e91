/**
 * Metadata gate: every page the sitemap offers to search engines has a meta description, which
 * result pages and link previews show under the title. Pages that set none used to fall back to
 * whatever text came first (the announcement bar, the navbar).
 */
import {describe, expect, it} from 'vitest';
import {NO_BUILD_MESSAGE, fileForPath, hasBuild, parsedPages, sitemapPaths} from '../shared/build';

const built = hasBuild();
if (!built) {
  console.warn(`metadata: skipped. ${NO_BUILD_MESSAGE}`);
}

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
