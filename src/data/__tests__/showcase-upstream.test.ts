import {describe, expect, test, vi} from 'vitest';

import {references, removedUpstream, upstreamEntries} from './showcaseUpstream';

// The tag labels go through the site's translation API, which only exists inside the bundle.
vi.mock('@docusaurus/Translate', () => ({
  translate: ({message}: {message: string}) => message,
}));

const {allSites} = await import('../showcase');

/** Compares addresses the way the framework's list writes them: scheme, `www.` and a final slash aside. */
function sameAddress(url: string): string {
  const {hostname, pathname} = new URL(url);
  return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}`.toLowerCase();
}

const fixHint =
  'Look the site up in the framework showcase list and record it in ' +
  'src/data/__tests__/showcaseUpstream.ts, or remove it from src/data/showcase.';

describe('showcase sites against the framework showcase list', () => {
  test.each(allSites.map((site) => [site.id, site] as const))(
    '%s is listed there with the same name, address and source',
    (id, site) => {
      const entry = upstreamEntries[id];
      expect(entry, `"${site.title}" is not in the recorded list. ${fixHint}`).toBeDefined();
      if (!entry) {
        return;
      }
      const where = `"${site.title}" (checked against ${JSON.stringify(references[entry.checkedAgainst])})`;
      expect(site.title, `${where}: name`).toBe(entry.title);
      expect(sameAddress(site.website), `${where}: address`).toBe(
        sameAddress(entry.movedTo?.website ?? entry.website),
      );
      expect(site.source === null ? null : sameAddress(site.source), `${where}: source`).toBe(
        entry.source === null ? null : sameAddress(entry.source),
      );
    },
  );

  test('every recorded entry names its reference, and every move its evidence', () => {
    for (const [id, entry] of Object.entries(upstreamEntries)) {
      expect(references[entry.checkedAgainst], id).toBeDefined();
      if (entry.movedTo) {
        expect(entry.movedTo.evidence.length, id).toBeGreaterThan(20);
      }
    }
  });

  test('no site the framework removed from its showcase comes back', () => {
    const removedAddresses = new Set(removedUpstream.map(({website}) => sameAddress(website)));
    const removedTitles = new Set(removedUpstream.map(({title}) => title.toLowerCase()));
    const back = allSites.filter(
      (site) =>
        removedAddresses.has(sameAddress(site.website)) ||
        removedTitles.has(site.title.toLowerCase()),
    );
    expect(
      back.map((site) => site.title),
      'these sites no longer use Docusaurus (see removedUpstream for the pull request)',
    ).toEqual([]);
  });
});
