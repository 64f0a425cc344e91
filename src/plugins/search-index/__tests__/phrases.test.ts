import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../engine';
import {phraseFactor, phrasePairs, phrasesFound, RecordPairs, recordPairs} from '../phrases';
import type {SearchRecord} from '../types';
import {docPage, recordsOf, urlsFor as urls} from './fixtures';

describe('phrases', () => {
  it('pairs the meaningful words that follow one another, stop words left out', () => {
    expect([...phrasePairs('hide the back button')]).toEqual(['hide back', 'back button']);
    // "edit this page" and "Edit the page" are the same phrase once stop words go.
    expect(phrasePairs('Edit this page')).toEqual(phrasePairs('edit the page'));
    expect(phrasePairs('sidebar')).toEqual(new Set());
  });

  it('compares inflected words by their stem', () => {
    expect(phrasePairs('back buttons')).toEqual(phrasePairs('back button'));
  });

  it('counts the phrases a record holds in its headings or its text, each read apart', () => {
    const [record] = recordsOf(docPage('Back button', '<p>The label of the menu.</p>'));
    const pairs = recordPairs(record!);
    expect(phrasesFound(phrasePairs('back button label'), pairs)).toBe(1);
    // The end of the title and the start of the text do not make a phrase.
    expect(phrasesFound(phrasePairs('button label'), pairs)).toBe(0);
    expect(phraseFactor(0)).toBe(1);
    expect(phraseFactor(2)).toBeGreaterThan(phraseFactor(1));
  });

  it("ranks a section with the reader's words side by side above one with them apart", () => {
    const engine = new SearchEngine();
    engine.add([
      ...recordsOf(
        docPage('Menus', '<p>A button takes the reader back: back up, back home.</p>'),
        '/docs/apart',
      ),
      ...recordsOf(
        docPage(
          'Labels',
          '<p>Rename the back button, and any other label, in a translation file.</p>',
        ),
        '/docs/side',
      ),
    ]);
    // In the other order the words make no phrase, and the section that repeats them wins.
    expect(urls(engine, 'button back')[0]).toBe('/docs/apart');
    expect(urls(engine, 'back button')[0]).toBe('/docs/side');
  });

  it('keeps the pairs of each record until told its text has arrived', () => {
    const [record] = recordsOf(docPage('Labels', '<p>Rename the back button.</p>'));
    // Headings first, as the browser loads them; the text comes later (contexts.ts addText).
    const records: SearchRecord[] = [{...record!, content: null}];
    const cache = new RecordPairs();
    expect(cache.of(0, records).has('back button')).toBe(false);
    records[0]!.content = record!.content;
    expect(cache.of(0, records).has('back button')).toBe(false);
    cache.clear();
    expect(cache.of(0, records).has('back button')).toBe(true);
  });
});
