/**
 * Markdown images as files, never as data URLs in the page's script.
 *
 * The MDX loader turns `![alt](./img.png)` into a require through an inline url-loader request
 * (@docusaurus/utils, `inlineMarkdownImageFileLoader`), with the limit of 10,000 bytes under which
 * url-loader inlines the file as base64. An inline request's options are out of reach of the
 * bundler's rules, so this loader, run after the MDX loader, sets that limit to 0 in the output:
 * url-loader then hands every image to file-loader, as the rules do for other images (index.ts).
 * Base64 images cost twice (in the page's HTML and again in its chunk), do not compress, and are
 * downloaded even when the reader never scrolls to them; a file is fetched lazily and cached.
 * Server and browser builds both run it, so both render the same `src`.
 */

/** `…/url-loader/dist/cjs.js?limit=10000&`: the url-loader inline request's limit option. */
const INLINE_LIMIT = /(url-loader[\\/]+dist[\\/]+cjs\.js\?limit=)\d+(?=&)/g;
/** Any inline url-loader request (prose that names url-loader is not one). */
const INLINE_REQUEST = /url-loader[\\/]+dist[\\/]+cjs\.js\?/;

/**
 * @param {string} source the compiled MDX module
 * @returns {string}
 */
function imagesAsFiles(source) {
  const rewritten = source.replace(INLINE_LIMIT, (_, option) => `${option}0`);
  if (rewritten === source && INLINE_REQUEST.test(source)) {
    throw new Error(
      'lean-bundle: an MDX module requires url-loader without the inline `?limit=` option this ' +
        'loader rewrites; @docusaurus/utils writes that request otherwise now (see imagesAsFiles.cjs).',
    );
  }
  return rewritten;
}

module.exports = imagesAsFiles;
module.exports.imagesAsFiles = imagesAsFiles;
