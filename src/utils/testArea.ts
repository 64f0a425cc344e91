/** Route prefix of the test area, where the site exercises framework features on itself. */
export const TEST_AREA_PATH = '/tests';

/** Whether `pathname` (without the base URL) is the test area hub or a page inside it. */
export function isTestAreaPath(pathname: string): boolean {
  return pathname === TEST_AREA_PATH || pathname.startsWith(`${TEST_AREA_PATH}/`);
}

/**
 * Whether a content plugin instance belongs to the test area. Test instances are named after
 * what they test and end in "tests" (`docs-tests`, `blog-tests`, `pages-tests`).
 */
export function isDogfoodPluginId(pluginId: string): boolean {
  return pluginId.endsWith('tests');
}
