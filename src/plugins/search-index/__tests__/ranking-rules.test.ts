/**
 * Rules that move a section up or down beyond its text relevance: definitions (definitions.ts),
 * linked pages (linkLift.ts) and troubleshooting entries (rank.ts).
 */
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../engine';
import {docPage, heading, recordsOf, urlsFor as urls} from './fixtures';

describe('SearchEngine: sections that define an identifier', () => {
  const e = new SearchEngine();
  e.add(
    recordsOf(
      docPage(
        'Links',
        heading(2, 'Checking links', 'checking') +
          '<p>Set onBrokenLinks to throw, and onBrokenLinks fails the build; onBrokenLinks again.</p>',
      ),
      '/docs/links',
    ),
  );
  e.add(
    recordsOf(
      docPage(
        'Config',
        heading(2, 'Fields', 'fields') +
          '<p>Long text about many things that a reader does not need here at all.</p>' +
          '<table><tr><td><a id=onBrokenLinks href=#onBrokenLinks><code>onBrokenLinks</code></a></td><td>What the build does with a broken link.</td></tr></table>',
      ),
      '/docs/config',
    ),
  );

  it('ranks the definition above the page that mentions it more often', () => {
    expect(urls(e, 'onBrokenLinks')[0]).toBe('/docs/config#fields');
    expect(urls(e, 'onbrokenlinks')[0]).toBe('/docs/config#fields');
    expect(urls(e, 'onBrokenLinks build')[0]).toBe('/docs/config#fields');
  });

  it('does not treat a lower-case word in a sentence as the identifier', () => {
    expect(urls(e, 'onbrokenlinks build')[0]).toBe('/docs/links#checking');
  });
});

describe('SearchEngine: pages a matching section links to', () => {
  const e = new SearchEngine();
  const pages: [path: string, title: string, body: string][] = [
    [
      '/docs/troubleshooting',
      'Troubleshooting',
      heading(2, 'Broken links found during build', 'broken-links') +
        '<p>The build stops on broken links; see <a href=/docs/config#onBrokenLinks>the option</a>.</p>' +
        heading(2, 'Broken images found', 'broken-images') +
        '<p>An image is missing; see <a href=/docs/assets>assets</a>.</p>',
    ],
    [
      '/docs/config',
      'Config',
      heading(2, 'Fields', 'fields') +
        '<p>Every field of the configuration file, one after another, with its type.</p>' +
        heading(3, 'Broken links', 'onBrokenLinks') +
        '<p>What a build does when it has found some, among other settings of the configuration file.</p>',
    ],
    [
      '/docs/links',
      'Links',
      heading(2, 'Broken links', 'broken') + '<p>How a build reports broken links it found.</p>',
    ],
    ['/docs/assets', 'Assets', '<p>Put files next to docs.</p>'],
  ];
  for (const [path, title, body] of pages) {
    e.add(recordsOf(docPage(title, body), path));
  }

  it('lifts the linked page to just below the section that links to it', () => {
    // Unlifted, the Links section (a closer match) comes between them.
    expect(urls(e, 'broken links found build').slice(0, 3)).toEqual([
      '/docs/troubleshooting#broken-links',
      '/docs/config#onBrokenLinks',
      '/docs/links#broken',
    ]);
  });

  it('lifts nothing the query does not match', () => {
    expect(urls(e, 'broken images found')).not.toContain('/docs/assets');
  });
});

describe('SearchEngine: troubleshooting entries', () => {
  const e = new SearchEngine();
  e.add(
    recordsOf(
      docPage(
        'Troubleshooting',
        heading(2, 'In the browser', 'browser') +
          heading(
            3,
            'Hydration failed because the server rendered HTML did not match',
            'hydration',
          ) +
          '<p>A <code>div</code> inside a paragraph, rendered differently in the browser.</p>',
      ),
      '/docs/troubleshooting',
    ),
  );
  e.add(
    recordsOf(
      docPage('Math', heading(2, 'Equations', 'equations') + '<p>Write KaTeX between dollars.</p>'),
      '/docs/math',
    ),
  );

  it('ranks an entry first when the reader pastes its message', () => {
    expect(urls(e, 'Hydration failed because the server rendered HTML')[0]).toBe(
      '/docs/troubleshooting#hydration',
    );
  });

  it('lets a page on the topic outrank an entry that only shares common words', () => {
    expect(urls(e, 'katex equations rendered inside div').slice(0, 2)).toEqual([
      '/docs/math#equations',
      '/docs/troubleshooting#hydration',
    ]);
  });
});

describe("SearchEngine: a reader's spelling of a common word", () => {
  const e = new SearchEngine();
  for (const name of ['Navbar', 'Footer', 'Search bar', 'Code blocks', 'Sidebar', 'Pages']) {
    const path = `/docs/${name.toLowerCase().replace(' ', '-')}`;
    e.add(recordsOf(docPage(name, heading(2, `Customising the ${name}`, 'customising')), path));
  }
  e.add(
    recordsOf(
      docPage(
        'Theme',
        heading(2, 'Customising components', 'customising') +
          '<p>Wrap or replace any component of the theme: the navbar, the footer, the admonition.</p>',
      ),
      '/docs/theme',
    ),
  );
  e.add(
    recordsOf(
      docPage('Admonitions', '<p>Admonitions take a title and a type.</p>'),
      '/docs/admonitions',
    ),
  );

  it('weighs the word as common when the docs use its other spelling often', () => {
    // "customizing" is in no record, but "customising" is in most: "admonitions" is the word
    // that tells the pages apart.
    expect(urls(e, 'customizing admonitions')[0]).toBe('/docs/admonitions');
  });
});
