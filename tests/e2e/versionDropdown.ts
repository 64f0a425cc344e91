import type {Page} from '@playwright/test';
import {storageNamespace} from './utils';

/** The navbar's docs version dropdown: the one whose list ends with the /versions page. */
export function versionDropdown(page: Page) {
  return page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a[href="/versions"]')});
}

/** The localStorage key under which the docs plugin keeps the reader's preferred version. */
export const preferredVersionKey = () => `docs-preferred-version-default${storageNamespace()}`;
