/**
 * Doc cards in the browser. Card descriptions come in chunks of their own (src/theme/DocCard):
 * after hydration and after a client-side navigation the cards must show the same text as the
 * server-rendered page, in the current docs and in a release.
 */
import {expect, test} from '@playwright/test';
import {builtDocument} from '../shared/dom';
import {openPage} from './utils';

const cardDescriptions = '.card p[class*="cardDescription"]';

/** The descriptions the server rendered into the category page (their full text is the title). */
function serverDescriptions(url: string): string[] {
  const $ = builtDocument(url);
  expect($, `${url} should be built`).toBeDefined();
  const texts = $!(cardDescriptions)
    .map((_, element) => $!(element).attr('title') ?? '')
    .get();
  expect(texts.length, `${url} should render described cards`).toBeGreaterThanOrEqual(4);
  return texts;
}

// The guides' cards describe docs of several folders, whose descriptions come in chunks of their
// own (one per top folder of the doc ids).
const pairs: [from: string, category: string][] = [
  ['/docs/installation', '/docs/category/getting-started'],
  ['/docs/installation', '/docs/category/guides'],
  ['/docs/3.7.0/installation', '/docs/3.7.0/category/getting-started'],
];

for (const [from, category] of pairs) {
  test(`${category} shows its descriptions after hydration and a client-side navigation`, async ({
    page,
  }) => {
    const expected = serverDescriptions(category);

    const {errors} = await openPage(page, category);
    await expect(page.locator(cardDescriptions)).toHaveText(expected);

    await openPage(page, from);
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page
      .locator(`.theme-doc-sidebar-container a.menu__link[href="${category}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(category);
    await expect(page.locator(cardDescriptions)).toHaveText(expected);
    expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);

    expect(errors).toEqual([]);
  });
}
