import {expect, test} from '@playwright/test';
import {openPage} from './utils';

test('a crashing page shows the crash fallback, its error chain and a working Try again', async ({
  page,
}) => {
  await openPage(page, '/tests/pages/crashTest');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
  await expect(page).toHaveTitle('Page Error');
  const main = page.locator('main');
  await expect(main).toContainText('The crash test page crashed on purpose.');
  await expect(main).toContainText('This is the cause of the crash');
  // The rest of the layout survives the crash.
  await expect(page.locator('nav.navbar')).toBeVisible();

  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash test');
  await expect(main).toContainText('the error was cleared');
});
