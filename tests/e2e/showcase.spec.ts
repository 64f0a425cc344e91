/**
 * The showcase's filters: tags with OR and AND, a name search, the state in the URL (written as
 * the reader filters, restored from a link), keyboard focus kept, and the empty state. The
 * prerendered listing (every site, favourites first, local previews) is checked on the build in
 * tests/output/site-pages.test.ts.
 */
import {expect, test, type Page} from '@playwright/test';
import {sitesAToF} from '../../src/data/showcase/sites-a-f';
import {sitesGToM} from '../../src/data/showcase/sites-g-m';
import {sitesNToR} from '../../src/data/showcase/sites-n-r';
import {sitesSToZ} from '../../src/data/showcase/sites-s-z';
import type {TagType} from '../../src/data/showcase/types';
import {openPage} from './utils';

const sites = [...sitesAToF, ...sitesGToM, ...sitesNToR, ...sitesSToZ];
const withTags = (tags: TagType[], operator: 'AND' | 'OR') =>
  sites.filter((site) =>
    operator === 'AND'
      ? tags.every((tag) => site.tags.includes(tag))
      : tags.some((tag) => site.tags.includes(tag)),
  );

test.describe('showcase', () => {
  const cards = (page: Page) => page.getByTestId('showcase-card');
  const count = (page: Page) => page.locator('#showcase-results');
  const tagBox = (page: Page, label: string) =>
    page.getByRole('group', {name: 'Filter by tag'}).getByRole('checkbox', {name: label});

  test('filters by tag with OR and AND, by name, and writes the state to the URL', async ({
    page,
  }) => {
    await openPage(page, '/showcase');

    await tagBox(page, 'Meta').check();
    await tagBox(page, 'Favorite').check();
    const either = withTags(['meta', 'favorite'], 'OR').length;
    await expect(count(page)).toHaveText(`${either} of ${sites.length} sites`);
    await expect(cards(page)).toHaveCount(either);
    await expect(page).toHaveURL(/\/showcase\?tags=meta&tags=favorite$/);

    await page.getByRole('radio', {name: 'All tags (AND)'}).check();
    const both = withTags(['meta', 'favorite'], 'AND');
    await expect(cards(page)).toHaveCount(both.length);
    await expect(page).toHaveURL(/\?tags=meta&tags=favorite&operator=AND$/);

    await tagBox(page, 'Favorite').uncheck();
    await page.getByRole('searchbox', {name: 'Search by name'}).fill('react');
    const metaReact = withTags(['meta'], 'AND').filter((site) => /react/i.test(site.title));
    expect(metaReact.length).toBeGreaterThan(1);
    await expect(cards(page)).toHaveCount(metaReact.length);
    await expect(count(page)).toHaveText(`${metaReact.length} of ${sites.length} sites`);
    await expect(page).toHaveURL(/\?tags=meta&operator=AND&name=react$/);
  });

  test('a keyboard user keeps focus on the filters while changing them', async ({page}) => {
    // Filter changes replace the history entry: a pushed entry would make the theme move focus
    // to the top of the page (as after any navigation), and the reader would lose their place.
    await openPage(page, '/showcase');
    await tagBox(page, 'Meta').focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/showcase\?tags=meta$/);
    await expect(tagBox(page, 'Meta')).toBeFocused();
    const name = page.getByRole('searchbox', {name: 'Search by name'});
    await name.focus();
    await page.keyboard.type('react');
    await expect(page).toHaveURL(/\?tags=meta&name=react$/);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('react');
  });

  test('restores the filters from the URL', async ({page}) => {
    // The prerendered page is unfiltered; the URL's filters apply after hydration, without errors.
    const {errors} = await openPage(
      page,
      '/showcase?tags=opensource&tags=i18n&operator=AND&name=re',
    );
    const expected = withTags(['opensource', 'i18n'], 'AND').filter((site) =>
      site.title.toLowerCase().includes('re'),
    );
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(tagBox(page, 'Open-Source')).toBeChecked();
    await expect(tagBox(page, 'I18n')).toBeChecked();
    await expect(tagBox(page, 'Meta')).not.toBeChecked();
    await expect(page.getByRole('radio', {name: 'All tags (AND)'})).toBeChecked();
    await expect(page.getByRole('searchbox', {name: 'Search by name'})).toHaveValue('re');
    expect(errors).toEqual([]);
  });

  test('shows an empty state whose button clears every filter', async ({page}) => {
    await openPage(page, '/showcase?tags=rtl&tags=meta&operator=AND');
    const empty = page.getByTestId('showcase-empty');
    await expect(empty).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(count(page)).toHaveText(`0 of ${sites.length} sites`);
    await empty.getByRole('button', {name: 'Clear filters'}).click();
    await expect(cards(page)).toHaveCount(sites.length);
    await expect(page).toHaveURL(/\/showcase$/);
    await expect(tagBox(page, 'RTL Direction')).not.toBeChecked();
  });
});
