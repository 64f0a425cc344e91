import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test, vi} from 'vitest';

// The tag labels go through the site's translation API, which only exists inside the bundle.
vi.mock('@docusaurus/Translate', () => ({
  translate: ({message}: {message: string}) => message,
}));

const {allSites, previewPath, tags, tagTypes, tagsInListOrder} = await import('../showcase');

const staticDir = path.join(__dirname, '../../../static');
const addHint = 'Each entry lives in src/data/showcase/sites-*.ts.';

/** The same site reached through http/https, with or without www. or a trailing slash. */
function normalizeUrl(url: string): string {
  const {hostname, pathname} = new URL(url);
  return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}`.toLowerCase();
}

describe('showcase tags', () => {
  test('are the ten tags of the showcase, each with a label, description and hex colour', () => {
    expect(tagTypes).toEqual([
      'favorite',
      'opensource',
      'product',
      'design',
      'i18n',
      'versioning',
      'large',
      'meta',
      'personal',
      'rtl',
    ]);
    for (const type of tagTypes) {
      const tag = tags[type];
      expect(tag.label, `tag "${type}" needs a label`).not.toBe('');
      expect(tag.description.length, `tag "${type}" needs a description`).toBeGreaterThan(10);
      expect(tag.color, `tag "${type}" colour must look like #a1b2c3`).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('tagsInListOrder', () => {
  test("puts a card's tags in the order of the tag list, whatever order the data gives", () => {
    expect(tagsInListOrder({tags: ['rtl', 'opensource', 'favorite']})).toEqual([
      'favorite',
      'opensource',
      'rtl',
    ]);
    for (const site of allSites) {
      expect([...tagsInListOrder(site)].sort()).toEqual([...site.tags].sort());
    }
  });
});

describe('showcase sites', () => {
  test('list at least 60 sites', () => {
    expect(allSites.length).toBeGreaterThanOrEqual(60);
  });

  test.each(allSites.map((site) => [site.title || site.id, site] as const))(
    '%s has valid fields',
    (_, site) => {
      const where = `Showcase site "${site.title || site.id}" (${addHint})`;
      expect(site.id, `${where}: id must be kebab-case, e.g. "my-site"`).toMatch(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
      );
      expect(site.title.trim(), `${where}: give the site its name as title`).not.toBe('');
      expect(
        site.description.length,
        `${where}: write a description of 10 to 120 characters in your own words`,
      ).toBeGreaterThanOrEqual(10);
      expect(
        site.description.length,
        `${where}: shorten the description to 120 characters`,
      ).toBeLessThanOrEqual(120);
      expect(site.website, `${where}: website must be an https:// address`).toMatch(/^https:\/\//);
      expect(() => new URL(site.website), `${where}: website is not a valid URL`).not.toThrow();
      if (site.source !== null) {
        expect(site.source, `${where}: source must be an https:// address or null`).toMatch(
          /^https:\/\//,
        );
      }
      for (const tag of site.tags) {
        expect(
          tagTypes,
          `${where}: unknown tag "${tag}"; use one of ${tagTypes.join(', ')}`,
        ).toContain(tag);
      }
      expect(new Set(site.tags).size, `${where}: a tag is listed twice`).toBe(site.tags.length);
      if (site.tags.includes('opensource')) {
        expect(site.source, `${where}: the opensource tag needs a source URL`).not.toBeNull();
      }
      const image = path.join(staticDir, previewPath(site));
      expect(
        fs.existsSync(image),
        `${where}: no preview at static${previewPath(site)}; run \`node scripts/make-showcase-cards.mjs\``,
      ).toBe(true);
      expect(
        fs.statSync(image).size,
        `${where}: preview over 25 KB; regenerate it with the card script`,
      ).toBeLessThan(25 * 1024);
    },
  );

  test('ids and normalized website URLs are unique', () => {
    const seen = new Map<string, string>();
    for (const site of allSites) {
      for (const key of [`id:${site.id}`, `url:${normalizeUrl(site.website)}`]) {
        const previous = seen.get(key);
        expect(
          previous,
          `"${site.title}" and "${previous}" share ${key}; remove the duplicate entry (${addHint})`,
        ).toBeUndefined();
        seen.set(key, site.title);
      }
    }
  });

  test('every preview image belongs to a site', () => {
    const expected = new Set(allSites.map((site) => path.basename(previewPath(site))));
    const orphans = fs
      .readdirSync(path.join(staticDir, 'img/showcase'))
      .filter((file) => !expected.has(file));
    expect(orphans, 'run `node scripts/make-showcase-cards.mjs --prune` to delete them').toEqual(
      [],
    );
  });
});
