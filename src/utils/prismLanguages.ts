import type {PrismGrammar, PrismLib} from 'prism-react-renderer';

/**
 * The grammars prism-react-renderer bundles, by canonical name (aliases such as `js`, `ts`, `py`
 * or `html` resolve to these). `themeConfig.prism.additionalLanguages` adds to this list.
 */
export const PRISM_BUNDLED_LANGUAGES = [
  'markup',
  'clike',
  'regex',
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'jsdoc',
  'javadoclike',
  'flow',
  'n4js',
  'actionscript',
  'coffeescript',
  'css',
  'json',
  'yaml',
  'markdown',
  'graphql',
  'sql',
  'c',
  'cpp',
  'objectivec',
  'swift',
  'kotlin',
  'go',
  'rust',
  'python',
  'reason',
] as const;

/**
 * Returns the grammar Prism holds for `language`, or throws an error that names the language.
 * Prism itself only fails later, inside `highlight()`, and prism-react-renderer silently falls
 * back to plain text, so a misspelt or unconfigured language would go unnoticed without this.
 */
export function assertGrammar(prism: PrismLib, language: string): PrismGrammar {
  const grammar = prism.languages[language];
  if (!grammar) {
    throw new Error(
      `No Prism grammar for language "${language}". Use a language Prism bundles or add it to themeConfig.prism.additionalLanguages.`,
    );
  }
  return grammar;
}

/** Every language the site configures: the bundled grammars, then the additional ones. */
export function configuredLanguages(additionalLanguages: readonly string[]): string[] {
  return [...new Set<string>([...PRISM_BUNDLED_LANGUAGES, ...additionalLanguages])];
}
