/**
 * The site's own pages as the server renders them: the home page, the versions table, the
 * showcase listing, one page per feature request, the examples, the debug panels that render
 * on the server, and the crash test page before its scripts crash it. Their filters, counters
 * and menus are tried in the browser (showcase.spec.ts, feature-requests.spec.ts,
 * markdown-features.spec.ts, debug-pages.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {featureRequests} from '../../src/data/featureRequests';
import {sitesAToF} from '../../src/data/showcase/sites-a-f';
import {sitesGToM} from '../../src/data/showcase/sites-g-m';
import {sitesNToR} from '../../src/data/showcase/sites-n-r';
import {sitesSToZ} from '../../src/data/showcase/sites-s-z';
import {
  BUILD_DIR,
  buildToCheck,
  docsVersions,
  fileForPath,
  internalUrl,
  readBuildFile,
} from '../shared/build';
import {builtDocument, textOf} from '../shared/dom';

const built = buildToCheck('site pages');

/** The built page at `urlPath`; fails the test if there is none. */
function page(urlPath: string) {
  const $ = builtDocument(urlPath);
  if (!$) {
    throw new Error(`${urlPath} is not built`);
  }
  return $;
}

describe.runIf(built)('home page', () => {
  it('has the hero, both calls to action, the features, a code example and the version', () => {
    const $ = page('/');
    const hero = $('header').filter((_, header) => $(header).find('h1').length > 0);
    expect(hero.find('h1').text().trim()).toBe('Docusaurus');
    const link = (name: string) =>
      hero
        .find('a')
        .filter((_, a) => $(a).text().trim() === name)
        .attr('href');
    expect(link('Get started')).toBe('/docs');
    expect(link('Try it in your browser')).toBe('/docs/playground');
    const features = $('[data-feature]')
      .toArray()
      .map((element) => $(element).attr('data-feature'));
    expect(features).toEqual(['markdown', 'versioning', 'i18n', 'search', 'react', 'plugins']);
    for (const feature of features) {
      expect($(`[data-feature="${feature}"] svg`).length, feature).toBeGreaterThan(0);
    }
    expect(textOf($, 'pre code')).toContain('create-docusaurus');
    expect(hero.text().replace(/\s+/g, ' ')).toContain('Current version: 3.8.1');
    expect(link("what's new in 3.8")).toBe('/blog/releases/3.8');
  });

  it('loads no heavy media: every image it or its style sheets name is local and small', () => {
    const $ = page('/');
    const images = [
      ...$('img[src]')
        .toArray()
        .map((img) => $(img).attr('src') ?? ''),
      ...$('img[srcset], source[srcset]')
        .toArray()
        .flatMap((img) =>
          ($(img).attr('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? ''),
        ),
      ...$('link[rel~="icon"]')
        .toArray()
        .map((link) => $(link).attr('href') ?? ''),
      ...$('link[rel="stylesheet"]')
        .toArray()
        .flatMap((link) => {
          const css = readBuildFile(fileForPath($(link).attr('href') ?? '') ?? '');
          return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
            .map((match) => match[2] ?? '')
            .filter((url) => /\.(png|jpe?g|gif|webp|avif|svg|ico)(\?|#|$)/i.test(url));
        }),
    ].filter((src) => src !== '' && !src.startsWith('data:'));
    expect(images.length).toBeGreaterThan(2);
    for (const src of new Set(images)) {
      const url = internalUrl(src, '/');
      expect(url, `${src} is on another site`).toBeDefined();
      const file = fileForPath(url?.pathname ?? '');
      expect(file, `${src} is not built`).toBeDefined();
      expect(fs.statSync(path.join(BUILD_DIR, file ?? '')).size, src).toBeLessThan(30 * 1024);
    }
  });
});

describe.runIf(built)('versions page', () => {
  it('lists Canary, the latest release and past versions with docs and notes', () => {
    const $ = page('/versions');
    expect(textOf($, 'h1')).toBe('Docusaurus versions');
    const row = (version: string) => $(`tr[data-version="${version}"]`);
    const linkNamed = (version: string, name: string) =>
      row(version)
        .find('a')
        .filter((_, a) => $(a).text().trim() === name)
        .attr('href');
    expect(row('current').find('th').text()).toContain('Canary');
    expect(linkNamed('current', 'Documentation')).toBe('/docs/');
    const hosted = docsVersions();
    for (const version of ['3.8.1', '3.7.0']) {
      // Hosted versions link to their docs here, the others to the tagged sources.
      expect(row(version).find('td').first().find('a').attr('href'), version).toBe(
        hosted.includes(version)
          ? `/docs/${version}/`
          : `https://github.com/facebook/docusaurus/tree/v${version}/website/docs`,
      );
      expect(linkNamed(version, `Changelog ${version}`)).toBe(`/changelog/${version}`);
      expect(linkNamed(version, 'Release post')).toBe(
        `/blog/releases/${version.split('.').slice(0, 2).join('.')}`,
      );
    }
    expect(row('3.6.3').find('a').first().attr('href')).toBe(
      'https://github.com/facebook/docusaurus/tree/v3.6.3/website/docs',
    );
    expect(row('1.x').find('a').first().attr('href')).toBe('https://v1.docusaurus.io/');
  });
});

describe.runIf(built)('showcase page', () => {
  const sites = [...sitesAToF, ...sitesGToM, ...sitesNToR, ...sitesSToZ];

  it('shows every site, favourites first, each with a local preview', () => {
    const $ = page('/showcase');
    const cards = $('[data-testid="showcase-card"]').toArray();
    expect(sites.length).toBeGreaterThanOrEqual(60);
    expect(cards).toHaveLength(sites.length);
    // The heading's anchor link adds a zero-width space.
    expect(textOf($, '#showcase-results').replace(/\u200b/g, '')).toBe(`All ${sites.length} sites`);
    const favorites = sites.filter((site) => site.tags.includes('favorite')).length;
    const isFavorite = cards.map(
      (card) => $(card).find('[role="img"][aria-label="Favorite"]').length > 0,
    );
    expect(isFavorite).toEqual(cards.map((_, index) => index < favorites));
    for (const card of cards) {
      const src = $(card).find('img').first().attr('src') ?? '';
      expect(src).toMatch(/^\/img\/showcase\/[a-z0-9-]+\.webp$/);
      expect(fileForPath(src), src).toBeDefined();
    }
  });
});

describe.runIf(built)('feature request pages', () => {
  it('every request has a page with its title, description, release and discussion link', () => {
    expect(featureRequests.length).toBeGreaterThanOrEqual(20);
    for (const request of featureRequests) {
      const $ = page(`/feature-requests/${request.slug}`);
      const main = $('main');
      expect(textOf($, 'main h1'), request.slug).toBe(request.title);
      expect(main.text().replace(/\s+/g, ' '), request.slug).toContain(request.description);
      const discuss = main
        .find('a')
        .filter((_, a) => $(a).text().trim() === 'Discuss and vote on GitHub');
      expect(discuss.attr('href'), request.slug).toEqual(
        request.request
          ? `https://github.com/facebook/docusaurus/issues/${request.request.number}`
          : expect.stringMatching(/^https:\/\/github\.com\/facebook\/docusaurus\/issues\?q=/),
      );
      if (request.shippedIn) {
        const release = main
          .find('a')
          .filter((_, a) => $(a).text().trim() === `Docusaurus ${request.shippedIn}`);
        expect(release.attr('href'), request.slug).toBe(`/blog/releases/${request.shippedIn}`);
      }
    }
    // The one the browser test used to open, named so a change of data is noticed here.
    const cascade = page('/feature-requests/css-cascade-layers');
    expect(cascade('main a[href="/blog/releases/3.8"]').text()).toBe('Docusaurus 3.8');
  });

  it('sends a new idea somewhere that takes it, not back to this list', () => {
    const $ = page('/feature-requests');
    const propose = $('main p').filter((_, p) => $(p).text().startsWith('Have an idea'));
    const targets = propose
      .find('a')
      .toArray()
      .map((a) => $(a).attr('href'));
    expect(targets).toEqual([
      'https://github.com/facebook/docusaurus/issues/new?template=feature.yml',
      'https://github.com/facebook/docusaurus/discussions',
    ]);
  });
});

describe.runIf(built)('examples', () => {
  it('the Markdown page renders its partials and its component', () => {
    const $ = page('/examples/markdownPageExample/');
    expect(textOf($, 'h1')).toBe('Markdown page example');
    const headings = $('h2, h3')
      .toArray()
      .map((heading) =>
        $(heading)
          .text()
          .replace(/\u200b/g, '')
          .trim(),
      );
    expect(headings).toEqual(
      expect.arrayContaining(['Chapter 1: a plain Markdown partial', 'Chapter 2: an MDX partial']),
    );
    expect(textOf($, '.theme-admonition')).toContain('readers of the examples');
    expect(textOf($, '[data-testid="example-component"]')).toContain('0 clicks so far');
  });

  it('the noIndex page asks robots not to index it', () => {
    const $ = page('/examples/noIndex/');
    expect(textOf($, 'h1')).toBe('A page search engines skip');
    expect($('head meta[name="robots"]').attr('content')).toBe('noindex, nofollow');
  });
});

describe.runIf(built)('debug pages rendered on the server', () => {
  it('config shows the whole configuration, what only the build reads too', () => {
    const main = page('/__docusaurus/debug/config')('main').text();
    for (const key of ['presets', 'plugins', 'ssrTemplate', 'themeConfig', 'future']) {
      expect(main).toContain(`${key}:`);
    }
  });

  it('registry lists every entry with its module path, sections not loaded yet too', () => {
    const $ = page('/__docusaurus/debug/registry');
    const entries = $('main li')
      .toArray()
      .map((entry) => $(entry).text());
    expect(entries.length).toBeGreaterThan(500);
    expect(entries.some((entry) => entry.includes('changelog-source/2.0.0-alpha.40.md'))).toBe(
      true,
    );
    expect(entries.some((entry) => entry.includes('@site/docs/installation.mdx'))).toBe(true);
  });

  it('metadata shows the framework and site versions and each plugin type', () => {
    const $ = page('/__docusaurus/debug/metadata');
    const main = $('main').text();
    expect(main).toMatch(/Docusaurus Version:\s*3\.8\.1/);
    expect(main).toMatch(/Site Version:\s*3\.8\.1/);
    const plugins = $('main li')
      .toArray()
      .map((item) => $(item).text());
    expect(plugins.find((item) => item.includes('docusaurus-plugin-content-docs'))).toContain(
      'Type: package',
    );
    // Plugins under src/plugins/ with their own name (search index, feature requests, ...) are
    // classified as project plugins.
    expect(plugins.some((item) => /Type: (local|project)/.test(item))).toBe(true);
  });
});

describe.runIf(built)('test pages rendered on the server', () => {
  it('the crash test page says what will happen before its scripts crash it', () => {
    const main = textOf(page('/tests/pages/crashTest'), 'main');
    expect(main).toContain('Once its scripts run, this page throws');
    expect(main).not.toContain('the error was cleared');
  });
});
