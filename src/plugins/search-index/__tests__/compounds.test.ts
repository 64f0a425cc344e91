import {describe, expect, it} from 'vitest';
import {compoundParts} from '../compounds';
import {SearchEngine} from '../engine';
import {wordsQuery} from '../query';
import {docPage, heading, recordsOf} from './fixtures';

/** Document frequencies of the real index (Canary docs, 3,113 records) for these words. */
const FREQUENCY: Record<string, number> = {
  homepage: 2,
  home: 40,
  page: 689,
  frontmatter: 6,
  front: 174,
  matter: 170,
  workflow: 22,
  work: 146,
  flow: 4,
  overview: 12,
  over: 66,
  view: 25,
};
const frequency = (word: string) => FREQUENCY[word] ?? 0;

describe('compoundParts', () => {
  it('splits a word the docs write as two far more often', () => {
    expect(compoundParts('homepage', frequency)).toEqual(['home', 'page']);
    expect(compoundParts('frontmatter', frequency)).toEqual(['front', 'matter']);
  });

  it('leaves a word alone when a half is not much more common than the word', () => {
    expect(compoundParts('workflow', frequency)).toBeNull();
    expect(compoundParts('overview', frequency)).toBeNull();
  });

  it('leaves short words, identifiers with digits and unknown halves alone', () => {
    expect(compoundParts('nopage', frequency)).toBeNull();
    expect(compoundParts('page404', frequency)).toBeNull();
    expect(compoundParts('homesick', frequency)).toBeNull();
  });
});

describe('compounds in the query', () => {
  it('covers the whole word only with both halves, not with a half that is another word', () => {
    const {wordsOf} = wordsQuery(['doc', 'page', 'homepage'], false, (term) =>
      term === 'homepage' ? ['home', 'page'] : null,
    );
    expect(wordsOf.get('home')).toEqual([2]);
    expect(wordsOf.get('page')).toEqual([1]);
  });

  it('finds the section that writes the word as two', () => {
    const engine = new SearchEngine();
    engine.add([
      ...recordsOf(
        docPage(
          'Docs introduction',
          `${heading(2, 'Making a doc the home page', 'home')}<p>Give it the slug /.</p>`,
        ),
        '/docs/intro',
      ),
      ...recordsOf(
        docPage('Pages', `${heading(2, 'Page components', 'pages')}<p>Any React page.</p>`),
        '/docs/pages',
      ),
      ...recordsOf(
        docPage('Changelog', `<p>The homepage option is removed from the docs.</p>`),
        '/docs/changelog',
      ),
      // "home" and "page" in five times as many records as "homepage".
      ...[1, 2, 3, 4, 5].flatMap((n) =>
        recordsOf(
          docPage(`Guide ${n}`, '<p>Open the home screen, then the next page.</p>'),
          `/docs/guide-${n}`,
        ),
      ),
    ]);
    // Without the split, the changelog (the only page writing "homepage") would be all it finds.
    const {hits} = engine.search('homepage ', {});
    expect(hits.slice(0, 2).map((hit) => hit.record.url)).toEqual([
      '/docs/intro#home',
      '/docs/changelog',
    ]);
  });
});
