// The site has one locale and no translated UI strings: the generated map is empty.
const codeTranslations: Record<string, string> = {};
export default codeTranslations;
