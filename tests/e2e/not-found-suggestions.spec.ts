/**
 * The not-found page suggests the pages the reader was probably looking for (the same page in
 * another version, a close spelling) and a site search, computed in the browser from the address.
 */
import {expect, test} from '@playwright/test';
import {fileForPath} from '../shared/build';
import {openPage} from './utils';

test.describe('not-found suggestions', () => {
  const cases = [
    {
      why: 'a page missing from 3.7.0',
      path: '/docs/3.7.0/api/plugins/@docusaurus/plugin-css-cascade-layers',
      first: '/docs/api/plugins/@docusaurus/plugin-css-cascade-layers',
      query: 'plugin css cascade layers',
    },
    {why: 'a typo', path: '/docs/instalation', first: '/docs/installation', query: 'instalation'},
    {why: 'an old version', path: '/docs/2.4.3/cli', first: '/docs/cli', query: 'cli'},
  ];
  for (const {why, path: missing, first, query} of cases) {
    test(`suggests the expected page first for ${why}`, async ({page}) => {
      const {response} = await openPage(page, missing);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      // Inside the page's main landmark, after the message.
      const section = page
        .getByRole('main')
        .getByRole('region', {name: 'Were you looking for one of these pages?'});
      const suggested = section.getByRole('listitem').getByRole('link');
      await expect(suggested.first()).toHaveAttribute('href', first);
      for (const href of await suggested.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      )) {
        expect(fileForPath(href), `${href} is a built page`).toBeDefined();
      }
      await expect(section.getByRole('link', {name: /^Search the site for/})).toHaveAttribute(
        'href',
        `/search?q=${encodeURIComponent(query)}`,
      );
      await suggested.first().click();
      await expect(page).toHaveURL(new RegExp(`${first}$`));
    });
  }
});
