import {describe, expect, it, vi} from 'vitest';
import {wordsQuery} from '../query';
import {
  coverageFactor,
  coveredWords,
  errorEntryBoost,
  errorEntryBooster,
  isNewsQuery,
  isUpgradeQuery,
  kindBoost,
  listingBoost,
  messageWords,
  migrationBoost,
  queryForms,
  quotedShare,
  UNQUOTED_ENTRY,
  withoutToolVersions,
  wordWeight,
} from '../rank';
import {queryTerms} from '../tokenize';
import type {SearchRecord} from '../types';

describe('coveredWords', () => {
  it("maps MiniSearch's query terms back to the reader's words, stems and spellings included", () => {
    const {wordsOf} = wordsQuery(['creating', 'colour', 'sidebar'], true);
    expect([...coveredWords(['creat', 'color'], wordsOf)].sort()).toEqual([0, 1]);
    expect([...coveredWords(['sidebar', 'sidebar'], wordsOf)]).toEqual([2]);
    expect(coveredWords(['unrelated'], wordsOf).size).toBe(0);
  });
});

describe('coverageFactor', () => {
  it('scales a hit by the share of the words it covers, to the power 1.5', () => {
    expect(coverageFactor(new Set([0, 1, 2]), [1, 1, 1])).toBe(1);
    expect(coverageFactor(new Set([3]), [1, 1, 1, 1])).toBe(0.125);
    const twoOfThree = coverageFactor(new Set([0, 1]), [1, 1, 1]);
    expect(twoOfThree).toBeGreaterThan(coverageFactor(new Set([2]), [1, 1, 1]) * 2.5);
  });

  it('counts each word by its weight, so the rare word outweighs several common ones', () => {
    const weights = [wordWeight(3, 2000), wordWeight(400, 2000), wordWeight(500, 2000)];
    // "katex" (3 records) alone covers more of the question than "render" and "inside" together.
    expect(coverageFactor(new Set([0]), weights)).toBeGreaterThan(
      coverageFactor(new Set([1, 2]), weights),
    );
    expect(coverageFactor(new Set(), weights)).toBe(0);
  });
});

describe('wordWeight', () => {
  it('falls as more records hold the word, and counts an unknown word as a rare one', () => {
    expect(wordWeight(1, 2000)).toBeGreaterThan(wordWeight(50, 2000));
    expect(wordWeight(50, 2000)).toBeGreaterThan(wordWeight(1000, 2000));
    expect(wordWeight(0, 2000)).toBe(wordWeight(1, 2000));
    expect(wordWeight(2000, 2000)).toBeGreaterThan(0);
  });
});

describe('isNewsQuery and kindBoost', () => {
  it('puts docs first for how-to questions, and lets posts compete for news', () => {
    expect(isNewsQuery('how to hide the sidebar')).toBe(false);
    expect(isNewsQuery('Docusaurus 3.8')).toBe(true);
    expect(isNewsQuery("what's new in the blog")).toBe(true);
    expect(isNewsQuery('release process')).toBe(true);
    // Docs (3) over blog posts (1) over changelog entries (0).
    expect(kindBoost(3, false) / kindBoost(1, false)).toBeGreaterThanOrEqual(4);
    expect(kindBoost(1, false)).toBeGreaterThan(kindBoost(0, false));
    expect(kindBoost(1, true)).toBeGreaterThan(kindBoost(1, false));
  });
});

describe('withoutToolVersions', () => {
  it("drops the version of the reader's runtime or package manager, keeping the tool's name", () => {
    const asked = withoutToolVersions('problem using nodejs 8.9.4 & npm 5.6.0');
    expect(queryTerms(asked)).toEqual(['problem', 'using', 'nodejs', 'npm']);
    expect(isNewsQuery(asked)).toBe(false);
    expect(queryTerms(withoutToolVersions('Node.js v20.x on Windows 11'))).toEqual([
      'node',
      'js',
      'on',
      'windows',
    ]);
  });

  it('keeps Docusaurus versions and numbers after other words', () => {
    expect(withoutToolVersions('Docusaurus 3.8')).toBe('Docusaurus 3.8');
    expect(withoutToolVersions('upgrade to v3')).toBe('upgrade to v3');
    expect(withoutToolVersions('port 3000 is in use')).toBe('port 3000 is in use');
    expect(withoutToolVersions('nodes 12')).toBe('nodes 12');
  });
});

describe('migrationBoost', () => {
  it('lowers migration guides unless the reader is upgrading', () => {
    expect(isUpgradeQuery('upgrade from v2 to v3')).toBe(true);
    expect(isUpgradeQuery('migrating my versioned sites')).toBe(true);
    expect(isUpgradeQuery('translated sites')).toBe(false);
    expect(migrationBoost('/docs/migration/v2/translated-sites', false)).toBe(0.5);
    expect(migrationBoost('/docs/migration/v3', true)).toBe(1);
    expect(migrationBoost('/docs/i18n/tutorial', false)).toBe(1);
  });
});

describe('listingBoost', () => {
  it('lowers generated category index pages, which only list other pages', () => {
    expect(listingBoost('/docs/category/getting-started')).toBe(0.5);
    expect(listingBoost('/docs/3.7.0/category/guides/')).toBe(0.5);
    expect(listingBoost('/docs/cli')).toBe(1);
    expect(listingBoost('/docs/category/guides/some-doc')).toBe(1);
  });
});

describe('troubleshooting entries', () => {
  const entry = (path: string, lvl3: string | null) =>
    ({
      url_without_anchor: path,
      hierarchy: {lvl0: 'Docs', lvl1: 'Troubleshooting', lvl2: 'Build', lvl3},
    }) as SearchRecord;
  const message = "`Module not found: Can't resolve '@theme/<Name>'`";
  const alike = () => 1;

  it("reads an entry's message words, without placeholders or stop words, in every version", () => {
    expect(messageWords(entry('/docs/troubleshooting', message))).toEqual([
      ['module', 'modul'],
      ['not'],
      ['found'],
      ['t'],
      ['resolve', 'resolv'],
      ['theme', 'them'],
    ]);
    expect(messageWords(entry('/docs/3.8.1/troubleshooting', message))).not.toBeNull();
    expect(messageWords(entry('/docs/troubleshooting', null))).toBeNull();
    expect(messageWords(entry('/docs/cli', message))).toBeNull();
  });

  it('measures how much of the message a query quotes, rare words counting more', () => {
    const words = messageWords(entry('/docs/troubleshooting', message))!;
    expect(
      quotedShare(words, queryForms("Module not found: Can't resolve '@theme/Foo'"), alike),
    ).toBe(1);
    expect(quotedShare(words, queryForms('resolving a theme'), alike)).toBeCloseTo(2 / 6);
    const rare = (word: string) => (word === 'resolve' ? 5 : 1);
    expect(quotedShare(words, queryForms('resolving a theme'), rare)).toBeCloseTo(6 / 10);
  });

  it('counts an entry in full for a pasted message, and a share of it for a passing match', () => {
    const words = messageWords(entry('/docs/troubleshooting', message));
    expect(
      errorEntryBoost(words, queryForms("Can't resolve '@theme/Foo' module not found"), alike),
    ).toBe(1);
    expect(errorEntryBoost(words, queryForms('module federation'), alike)).toBe(UNQUOTED_ENTRY);
    expect(errorEntryBoost(null, queryForms('module federation'), alike)).toBe(1);
  });

  it("works out each message's boost once per query", () => {
    const words = messageWords(entry('/docs/troubleshooting', message))!;
    const weight = vi.fn(() => 1);
    const boost = errorEntryBooster(queryForms('module federation'), weight);
    expect(boost(words)).toBe(UNQUOTED_ENTRY);
    expect(boost(words)).toBe(UNQUOTED_ENTRY);
    expect(weight).toHaveBeenCalledTimes(words.length);
    expect(boost(undefined)).toBe(1);
  });

  it('weighs a word shared by two messages once per query', () => {
    const first = messageWords(entry('/docs/troubleshooting', message))!;
    const second = messageWords(entry('/docs/troubleshooting', "Module '<name>' not found"))!;
    const weight = vi.fn(() => 1);
    const boost = errorEntryBooster(queryForms('module federation'), weight);
    boost(first);
    boost(second);
    const distinct = new Set([...first, ...second].map((forms) => forms[0]));
    expect(weight).toHaveBeenCalledTimes(distinct.size);
    expect(distinct.size).toBeLessThan(first.length + second.length);
  });
});

describe('wordsQuery typo weights', () => {
  /** The typo weight of the query for a word as typed (its first variant). */
  const typoWeight = (known: boolean) => {
    const [word] = wordsQuery(['test'], false, undefined, () => known).words;
    const asTyped = word!.queries[0] as {queries: {term: string; fuzzyWeight: number}[]};
    expect(asTyped.queries[0]!.term).toBe('test');
    return asTyped.queries[0]!.fuzzyWeight;
  };

  it('counts a typo match for less when the docs have the word as typed', () => {
    // "test" is a word of the docs: "text" is less likely what the reader meant.
    expect(typoWeight(true)).toBeLessThan(typoWeight(false) * 0.75);
  });
});
