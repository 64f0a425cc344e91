// Stands in for `@docusaurus/Translate` when a build script loads the site's data modules
// outside the bundler: every message resolves to its English default.
export function translate({message, id}) {
  return message ?? id;
}
