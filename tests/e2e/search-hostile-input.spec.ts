import {expect, test} from '@playwright/test';
import {collectErrors} from './utils';
import {input, openDocs, search} from './searchSteps';

test.describe('hostile input', () => {
  // The query rules and the escaping are unit-tested on several hundred hostile queries
  // (src/plugins/search-index/__tests__/hostile-queries.test.ts); these few prove that the modal
  // is wired to them: markup, a script URL, regex metacharacters, bidi text, and a long query.
  const queries = [
    '<img src=x onerror="window.__pwned=1">',
    "sidebar '><iframe src=javascript:window.__pwned=1>",
    'docs .*+?^${}()|[]\\',
    'sidebar \u202Eevil\u202C',
    `blog ${'x'.repeat(120)}`,
  ];

  test('hostile queries run nothing and inject nothing', async ({page}) => {
    const errors = collectErrors(page);
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    for (const query of queries) {
      await input(page).fill(query);
      await expect(input(page)).toHaveValue(query.slice(0, 64));
    }
    // Spaces alone empty the box, which then shows the start screen, not "No results for".
    await input(page).fill('    ');
    await expect(input(page)).toHaveValue('');
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    await input(page).fill('sidebar <b>');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const injected = await page.evaluate(() => ({
      pwned: 'pwned' in window || '__pwned' in window,
      elements: document.querySelectorAll(
        '.DocSearch-Modal :is(img, script, iframe, object, embed, b, svg[onload], [onerror], [onload])',
      ).length,
      marksWithChildren: Array.from(document.querySelectorAll('.DocSearch-Modal mark')).filter(
        (mark) => mark.children.length > 0,
      ).length,
    }));
    expect(injected).toEqual({pwned: false, elements: 0, marksWithChildren: 0});
    expect(errors).toEqual([]);
  });
});
