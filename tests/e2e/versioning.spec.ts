/**
 * Versioned docs (spec §1, §2, §4, §9, issue 9 and the "version availability" part of
 * issue 11): every page of the three doc sets, version banners and badges, the version
 * dropdown, the preferred version, drafts, and the /docs/latest/… addresses.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {collectErrors, storageNamespace, waitForHydration} from './utils';

const VERSIONS = [
  {name: 'current', label: 'Canary 🚧', base: '/docs'},
  {name: '3.8.1', label: '3.8.1', base: '/docs/3.8.1'},
  {name: '3.7.0', label: '3.7.0', base: '/docs/3.7.0'},
] as const;

const CASCADE_LAYERS = '/api/plugins/@docusaurus/plugin-css-cascade-layers';
const DRAFT = '/api/misc/draft-page';

interface GlobalDocsVersion {
  name: string;
  docs: {id: string; path: string; sidebar?: string; unlisted?: boolean}[];
  draftIds: string[];
}

/** The docs plugin's global data of the build under test, written beside it in .docusaurus/. */
function builtVersions(): GlobalDocsVersion[] {
  const file = path.join(__dirname, '../../.docusaurus/globalData.json');
  const globalData = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    'docusaurus-plugin-content-docs': {default: {versions: GlobalDocsVersion[]}};
  };
  return globalData['docusaurus-plugin-content-docs'].default.versions;
}

const preferredVersionKey = () => `docs-preferred-version-default${storageNamespace()}`;

function versionDropdown(page: Page) {
  return page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a[href="/versions"]')});
}

/** The sitemap of the build, reduced to docs pages: the crawl starts from what is published. */
async function publishedDocsPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((pathname) => pathname === '/docs' || pathname.startsWith('/docs/'));
}

test.describe('the three doc sets', () => {
  test('the sitemap publishes every doc of every version, and nothing of /docs/latest', async ({
    page,
  }) => {
    const published = new Set(await publishedDocsPaths(page));
    const versions = builtVersions();
    expect(versions.map((version) => version.name)).toEqual(
      VERSIONS.map((version) => version.name),
    );
    for (const version of versions) {
      const docs = version.docs.filter((doc) => !doc.unlisted);
      expect(docs.length, version.name).toBeGreaterThan(85);
      const missing = docs
        .map((doc) => doc.path.replace(/\/$/, '') || '/')
        .filter((p) => !published.has(p) && !published.has(`${p}/`));
      expect(missing, `docs of ${version.name} missing from the sitemap`).toEqual([]);
      for (const sidebar of ['docs', 'api']) {
        expect(
          docs.some((doc) => doc.sidebar === sidebar),
          `${version.name} has a ${sidebar} sidebar`,
        ).toBe(true);
      }
    }
    expect([...published].filter((p) => p.startsWith('/docs/latest'))).toEqual([]);
  });

  // Every docs page of the build, per version and sidebar: it renders with one h1, its version
  // badge, its own link active in the sidebar, and no error. One browser page visits them in turn
  // (a test per page would spend most of its time opening browser contexts).
  const versions = fs.existsSync(path.join(__dirname, '../../.docusaurus/globalData.json'))
    ? builtVersions()
    : [];
  for (const version of versions) {
    const label = VERSIONS.find((candidate) => candidate.name === version.name)?.label ?? '?';
    for (const sidebar of ['docs', 'api']) {
      const docs = version.docs.filter((doc) => doc.sidebar === sidebar);
      test(`every page of the ${sidebar} sidebar of ${version.name} renders (${docs.length})`, async ({
        page,
      }) => {
        // About 4 s a page on the 2-core CI machine while the other worker runs: 5 s left too
        // little room (55 pages took 4.8 min against a 4.6 min limit once).
        test.setTimeout(docs.length * 8_000);
        expect(docs.length).toBeGreaterThan(20);
        const errors = collectErrors(page);
        for (const doc of docs) {
          const response = await page.goto(doc.path);
          expect(response?.status(), doc.path).toBe(200);
          await waitForHydration(page);
          await expect(page.locator('h1'), doc.path).toHaveCount(1);
          await expect(page.locator('.theme-doc-version-badge'), doc.path).toHaveText(
            `Version: ${label}`,
          );
          await expect(
            page.locator(`.theme-doc-sidebar-container a.menu__link--active[href="${doc.path}"]`),
            doc.path,
          ).toHaveCount(1);
          expect(errors, doc.path).toEqual([]);
        }
      });
    }
  }

  for (const {base, label} of VERSIONS) {
    for (const category of ['getting-started', 'guides', 'miscellaneous']) {
      test(`${base}/category/${category} renders with the ${label} badge`, async ({page}) => {
        const errors = collectErrors(page);
        expect((await page.goto(`${base}/category/${category}`))?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('.theme-doc-version-badge')).toHaveText(`Version: ${label}`);
        await expect(page.locator('article a[href$="/draft-page"]')).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    }
  }
});

test.describe('version banners', () => {
  test('Canary says it documents unreleased work and links the same page in 3.8.1', async ({
    page,
  }) => {
    await page.goto('/docs/cli');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('they document unreleased work on the main branch');
    await expect(banner).toContainText('Canary 🚧');
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/docs/3.8.1/cli');
    await expect(banner.getByRole('link')).toHaveText('this page in 3.8.1');
  });

  test('3.7.0 says it is no longer the latest release and links the same page in 3.8.1', async ({
    page,
  }) => {
    await page.goto('/docs/3.7.0/api/plugins/@docusaurus/plugin-debug');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('Docusaurus 3.7.0, which is no longer the latest release');
    await expect(banner.getByRole('link')).toHaveAttribute(
      'href',
      '/docs/3.8.1/api/plugins/@docusaurus/plugin-debug',
    );
  });

  test('3.8.1, the latest release, has no banner', async ({page}) => {
    await page.goto('/docs/3.8.1/cli');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('following the banner link opens the page in 3.8.1', async ({page}) => {
    await page.goto('/docs/3.7.0/cli');
    await waitForHydration(page);
    await page.locator('.theme-doc-version-banner').getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/3\.8\.1\/cli$/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.8.1');
  });
});

test.describe('version dropdown', () => {
  test('links to the same page in every version, keeping query and hash, then to /versions', async ({
    page,
  }) => {
    await page.goto('/docs/cli?x=1#docs-version');
    await waitForHydration(page);
    const dropdown = versionDropdown(page);
    // The hash scrolls the page far down, where the hideable navbar may hide as late layout
    // shifts scroll it further; at the top of the page it stays. The URL keeps the hash.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(dropdown).toBeInViewport();
    await dropdown.hover();
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu.getByRole('link', {name: 'Canary 🚧'})).toHaveAttribute(
      'href',
      '/docs/cli?x=1#docs-version',
    );
    await expect(menu.getByRole('link', {name: '3.8.1'})).toHaveAttribute(
      'href',
      '/docs/3.8.1/cli?x=1#docs-version',
    );
    await expect(menu.getByRole('link', {name: '3.7.0'})).toHaveAttribute(
      'href',
      '/docs/3.7.0/cli?x=1#docs-version',
    );
    await expect(menu.locator('a').last()).toHaveAttribute('href', '/versions');
    await expect(menu).not.toContainText('not in this version');

    await menu.getByRole('link', {name: '3.7.0'}).click();
    await expect(page).toHaveURL(/\/docs\/3\.7\.0\/cli\?x=1#docs-version$/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.7.0');
  });

  test('on the CSS cascade layers page, marks 3.7.0 and falls back to its main doc', async ({
    page,
  }) => {
    await page.goto(`/docs${CASCADE_LAYERS}?x=1#options`);
    await waitForHydration(page);
    const dropdown = versionDropdown(page);
    await dropdown.hover();
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu.getByRole('link', {name: '3.8.1', exact: true})).toHaveAttribute(
      'href',
      `/docs/3.8.1${CASCADE_LAYERS}?x=1#options`,
    );
    const missing = menu.getByRole('link', {name: '3.7.0 (not in this version)'});
    await expect(missing).toHaveAttribute('href', '/docs/3.7.0/?x=1#options');
    await expect(missing).toBeVisible();
    await expect(menu.getByText('not in this version')).toHaveCount(1);

    await missing.click();
    await expect(page).toHaveURL(/\/docs\/3\.7\.0\/\?x=1#options$/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.7.0');
  });
});

test.describe('preferred version', () => {
  test('is stored on visiting a versioned doc and used by the navbar links', async ({page}) => {
    await page.goto('/docs/3.7.0/cli');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), preferredVersionKey()))
      .toBe('3.7.0');

    await page.goto('/blog');
    await waitForHydration(page);
    const navbar = page.locator('.navbar__items').first();
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      '/docs/3.7.0/',
    );
    await expect(navbar.getByRole('link', {name: 'API', exact: true})).toHaveAttribute(
      'href',
      '/docs/3.7.0/cli',
    );
    await expect(versionDropdown(page).locator('.navbar__link').first()).toHaveText('3.7.0');
  });

  test('follows the version the reader opens next', async ({page}) => {
    await page.goto('/docs/3.7.0/cli');
    await waitForHydration(page);
    await page.goto('/docs/3.8.1/installation');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), preferredVersionKey()))
      .toBe('3.8.1');
  });

  test('is cleared when it names a version that does not exist', async ({page}) => {
    await page.goto('/blog');
    await waitForHydration(page);
    await page.evaluate((key) => localStorage.setItem(key, '9.9.9'), preferredVersionKey());
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), preferredVersionKey()))
      .toBeNull();
    await expect(
      page.locator('.navbar__items').first().getByRole('link', {name: 'Docs', exact: true}),
    ).toHaveAttribute('href', '/docs/');
  });
});

test.describe('drafts', () => {
  for (const {name, base} of VERSIONS) {
    test(`the draft of ${name} is listed as a draft and not served`, async ({page}) => {
      const version = builtVersions().find((candidate) => candidate.name === name);
      expect(version?.draftIds).toContain('api/misc/draft-page');
      expect(version?.docs.map((doc) => doc.id)).not.toContain('api/misc/draft-page');
      const response = await page.goto(`${base}${DRAFT}`);
      expect(response?.status()).toBe(404);
      expect(await publishedDocsPaths(page)).not.toContain(`${base}${DRAFT}`);
    });
  }
});

test.describe('addresses', () => {
  test('the 3.7.0 CSS cascade layers page does not exist', async ({page}) => {
    const response = await page.goto(`/docs/3.7.0${CASCADE_LAYERS}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('.theme-doc-markdown')).toHaveCount(0);
  });

  test('/docs/latest/… lands on the same page of 3.8.1, keeping query and hash', async ({page}) => {
    await page.goto('/docs/latest/cli?x=1#docs-version');
    await expect(page).toHaveURL(/\/docs\/3\.8\.1\/cli\?x=1#docs-version$/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.8.1');
  });

  test('/docs/latest is the main doc of 3.8.1', async ({page}) => {
    await page.goto('/docs/latest');
    await expect(page).toHaveURL(/\/docs\/3\.8\.1\/$/);
  });

  test('a /docs/latest/… address is a static redirect page pointing search engines to 3.8.1', async ({
    request,
  }) => {
    const response = await request.get('/docs/latest/cli');
    expect(response.status()).toBe(200);
    const html = await response.text();
    // A plain redirect page, not an app page: readers without JavaScript follow the refresh.
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/3.8.1/cli">');
    expect(html).toContain('<link rel="canonical" href="/docs/3.8.1/cli" />');
    expect(html).not.toContain('__docusaurus');
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('/docs/latest/… still reaches 3.8.1, through the meta refresh', async ({page}) => {
    await page.goto('/docs/latest/cli');
    await expect(page).toHaveURL(/\/docs\/3\.8\.1\/cli$/);
    await expect(page.locator('h1')).toHaveText('CLI');
  });
});
