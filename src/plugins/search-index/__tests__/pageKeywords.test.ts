import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../engine';
import {
  DISTINCT_WORD_WEIGHT,
  NAMED_PAGE_BOOST,
  PageKeywords,
  preferNamedPages,
} from '../pageKeywords';
import type {SearchRecord} from '../types';
import {docPage, heading, recordsOf} from './fixtures';

function titleRecord(page: string, keywords: string[]): SearchRecord {
  const [record] = recordsOf(docPage('Title', '<p>Text.</p>'), page);
  return {...record!, keywords};
}

describe('PageKeywords', () => {
  const keywords = new PageKeywords();
  keywords.add(titleRecord('/docs/config', ['script tag', 'broken links', 'docs']));
  keywords.add(titleRecord('/docs/images', ['image sizes']));
  const rare = DISTINCT_WORD_WEIGHT + 1;
  const common = DISTINCT_WORD_WEIGHT - 1;

  it('finds the pages whose keyword the query names, its words in a row, in any inflection', () => {
    expect(keywords.named(['script', 'tag', 'executed'], [rare, rare, rare])).toEqual(
      new Set(['/docs/config']),
    );
    expect(keywords.named(['ideal', 'images', 'sizes'], [rare, common, rare])).toEqual(
      new Set(['/docs/images']),
    );
    expect(keywords.named(['broken', 'link'], [rare, rare])).toEqual(new Set(['/docs/config']));
  });

  it('needs every word of the keyword, next to each other', () => {
    expect(keywords.named(['script', 'executed', 'tag'], [rare, rare, rare]).size).toBe(0);
    expect(keywords.named(['image'], [rare]).size).toBe(0);
  });

  it('ignores a keyword made only of words common on the site', () => {
    expect(keywords.named(['docs', 'folder'], [common, rare]).size).toBe(0);
    expect(keywords.named(['docs'], [rare])).toEqual(new Set(['/docs/config']));
  });
});

describe('preferNamedPages', () => {
  it('raises every section of a named page and re-sorts', () => {
    const hit = (url: string, score: number) => ({score, record: {url_without_anchor: url}});
    const ranked = preferNamedPages([hit('/a', 10), hit('/b', 7), hit('/b', 1)], new Set(['/b']));
    expect(ranked.map((h) => [h.record.url_without_anchor, h.score])).toEqual([
      ['/b', 7 * NAMED_PAGE_BOOST],
      ['/a', 10],
      ['/b', NAMED_PAGE_BOOST],
    ]);
  });
});

describe('SearchEngine: front matter keywords', () => {
  /** The score of the config page's section about head tags, its page having `keywords`. */
  function sectionScore(keywords: string[]): number {
    const e = new SearchEngine();
    // Other pages, so that "script" and "tag" are rare words (DISTINCT_WORD_WEIGHT).
    for (let i = 0; i < 20; i += 1) {
      e.add(recordsOf(docPage(`Topic ${i}`, '<p>Something else entirely.</p>'), `/docs/t${i}`));
    }
    const config = recordsOf(
      docPage(
        'Configuration',
        heading(2, 'Head tags', 'head') + '<p>Add a script element to every page.</p>',
      ),
      '/docs/config',
    );
    e.add([{...config[0]!, keywords}, ...config.slice(1)]);
    const hit = e
      .search('<script> tag not executed')
      .hits.find((h) => h.record.url === '/docs/config#head');
    return hit!.score;
  }

  it('raises the sections of a page whose keyword the reader typed, not only its title', () => {
    // The same words out of order are no keyword the reader named.
    const unnamed = sectionScore(['tag script']);
    expect(sectionScore(['script tag']) / unnamed).toBeCloseTo(NAMED_PAGE_BOOST);
    expect(sectionScore(['script element']) / unnamed).toBeCloseTo(1);
  });
});
