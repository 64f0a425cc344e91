/**
 * Two framework sorts, run by every doc page as it renders, compare strings with
 * String.prototype.localeCompare although any fixed order does for them: the docs plugin's active
 * plugin lookup (longest base path first; the paths that match one URL are prefixes of each
 * other, so plain code-unit order puts the same one first) and theme-common's
 * useShallowMemoObject (object keys, sorted only so that their order stays the same between
 * renders). The first localeCompare on a page builds ICU's collator: 70 to 130 ms of main thread
 * at a phone's speed (Chromium, CPU slowed four times), within hydration. This loader swaps the
 * comparison for code-unit order in those two files only, and fails the build when the text it
 * replaces is not there (the framework changed: re-check the sort, see frameworkPins.ts).
 */
const path = require('node:path');

/** `(a, b)` compared by code units, as a sort callback body: -1, 0 or 1. */
const byCodeUnits = (a, b) => `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)`;

/** @type {Record<string, {from: string, to: string}>} file name → the exact text swapped */
const REWRITES = {
  'docsClientUtils.js': {
    from: 'b[1].path.localeCompare(a[1].path)',
    to: byCodeUnits('b[1].path', 'a[1].path'),
  },
  'reactUtils.js': {
    from: 'a[0].localeCompare(b[0])',
    to: byCodeUnits('a[0]', 'b[0]'),
  },
};

/**
 * @param {string} source
 * @param {string} resourcePath
 */
function withoutCollator(source, resourcePath) {
  const rewrite = REWRITES[path.basename(resourcePath)];
  if (rewrite === undefined || source.split(rewrite.from).length !== 2) {
    throw new Error(
      `lean-bundle: expected one "${rewrite?.from ?? 'known sort'}" in ${resourcePath}; the framework changed, re-check withoutCollator.cjs.`,
    );
  }
  return source.replace(rewrite.from, rewrite.to);
}

/** @this {{resourcePath: string}} */
function loader(source) {
  return withoutCollator(source, this.resourcePath);
}

module.exports = loader;
module.exports.withoutCollator = withoutCollator;
