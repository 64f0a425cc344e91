/**
 * What each version of the main docs publishes, read from the build: the sitemap lists every
 * doc and nothing else under /docs, drafts stay out, /docs/latest/… is a static redirect to the
 * newest release for each of its pages, and a page a version lacks is not built in it.
 */
import {describe, expect, it} from 'vitest';
import {
  buildToCheck,
  builtDocsVersions,
  fileForPath,
  htmlFiles,
  pathOfFile,
  readBuildFile,
  sitemapPaths,
  withoutTrailingSlash,
} from '../shared/build';

const built = buildToCheck('docs versions');

const LATEST_RELEASE = '3.8.1';
const LATEST_ALIAS = '/docs/latest';
const DRAFT_ID = 'api/misc/draft-page';
/** A plugin added in 3.8: its page exists in Canary and 3.8.1, not in 3.7.0. */
const CASCADE_LAYERS = '/api/plugins/@docusaurus/plugin-css-cascade-layers';

describe.runIf(built)('docs versions', () => {
  const versions = builtDocsVersions();
  const docsInSitemap = sitemapPaths()
    .filter((p) => p === '/docs' || p.startsWith('/docs/'))
    .map(withoutTrailingSlash);

  it('the sitemap publishes every doc of every version, and nothing else under /docs', () => {
    const published = new Set(docsInSitemap);
    const docPaths = versions.flatMap((version) =>
      version.docs.filter((doc) => !doc.unlisted).map((doc) => withoutTrailingSlash(doc.path)),
    );
    for (const version of versions) {
      expect(version.docs.length, version.name).toBeGreaterThan(85);
    }
    expect(docPaths.filter((p) => !published.has(p))).toEqual([]);
    const docs = new Set(docPaths);
    expect(docsInSitemap.filter((p) => !docs.has(p))).toEqual([]);
    expect(docsInSitemap.filter((p) => p.startsWith(LATEST_ALIAS))).toEqual([]);
  });

  it('each version lists the draft as a draft, and neither builds nor publishes it', () => {
    expect(versions.map((version) => version.name)).toEqual(['current', '3.8.1', '3.7.0']);
    for (const version of versions) {
      const draft = `${version.path}/${DRAFT_ID}`;
      expect(version.draftIds, version.name).toContain(DRAFT_ID);
      expect(
        version.docs.map((doc) => doc.id),
        version.name,
      ).not.toContain(DRAFT_ID);
      expect(fileForPath(draft), draft).toBeUndefined();
      expect(docsInSitemap, draft).not.toContain(draft);
    }
  });

  it('3.7.0 has no CSS cascade layers page, which Canary and 3.8.1 have', () => {
    for (const version of versions) {
      const page = `${version.path}${CASCADE_LAYERS}`;
      const listed = version.docs.some((doc) => doc.path === page);
      expect(listed, page).toBe(version.name !== '3.7.0');
      expect(fileForPath(page) !== undefined, page).toBe(listed);
    }
  });

  it(`every ${LATEST_ALIAS}/… address is a static redirect page to the same page of ${LATEST_RELEASE}`, () => {
    const release = versions.find((version) => version.name === LATEST_RELEASE);
    expect(release).toBeDefined();
    const targets = release?.docs.map((doc) => doc.path) ?? [];
    const problems: string[] = [];
    for (const target of targets) {
      const alias = `${LATEST_ALIAS}${target.slice(release?.path.length)}`;
      const file = fileForPath(alias);
      if (file === undefined) {
        problems.push(`${alias}: not built`);
        continue;
      }
      const html = readBuildFile(file);
      // A plain redirect page, not an app page: readers without JavaScript follow the refresh,
      // and search engines the canonical link.
      if (
        !html.includes(`<meta http-equiv="refresh" content="0; url=${target}">`) ||
        !html.includes(`<link rel="canonical" href="${target}" />`) ||
        html.includes('__docusaurus')
      ) {
        problems.push(`${alias}: not a redirect page to ${target}`);
      }
    }
    expect(targets.length).toBeGreaterThan(85);
    expect(problems).toEqual([]);
    // And no page under the alias other than those.
    const aliases = new Set(targets.map((t) => `${LATEST_ALIAS}${t.slice(release?.path.length)}`));
    const stray = htmlFiles()
      .filter((file) => file.startsWith(`${LATEST_ALIAS.slice(1)}/`))
      .map(pathOfFile)
      .filter((p) => !aliases.has(p) && !aliases.has(`${p}/`));
    expect(stray).toEqual([]);
  });

  it(`${LATEST_ALIAS} itself leads to the main doc of ${LATEST_RELEASE}`, () => {
    const file = fileForPath(LATEST_ALIAS);
    expect(file).toBeDefined();
    expect(readBuildFile(file ?? '')).toContain(
      `<meta http-equiv="refresh" content="0; url=/docs/${LATEST_RELEASE}/">`,
    );
  });
});
