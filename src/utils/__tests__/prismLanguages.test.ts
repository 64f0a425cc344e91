import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import {beforeAll, describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';
import {PRISM_BUNDLED_LANGUAGES, assertGrammar, configuredLanguages} from '../prismLanguages';

const additionalLanguages: string[] = (
  config.themeConfig as {prism: {additionalLanguages: string[]}}
).prism.additionalLanguages;

// Loads the site's additional grammars into prism-react-renderer's Prism the way the theme does:
// Prism components register themselves on a global Prism while it is mounted.
beforeAll(() => {
  const require = createRequire(import.meta.url);
  const scope = globalThis as {Prism?: unknown};
  scope.Prism = Prism;
  for (const language of additionalLanguages) {
    if (language === 'php') {
      require('prismjs/components/prism-markup-templating.js');
    }
    require(`prismjs/components/prism-${language}`);
  }
  delete scope.Prism;
});

describe('assertGrammar', () => {
  it('returns the grammar of every language the site configures', () => {
    const languages = configuredLanguages(additionalLanguages);
    expect(languages).toEqual(expect.arrayContaining([...PRISM_BUNDLED_LANGUAGES, 'java', 'bash']));
    for (const language of languages) {
      expect(assertGrammar(Prism, language), language).toBe(Prism.languages[language]);
    }
  });

  it('fails with a message naming a language that has no grammar', () => {
    expect(() => assertGrammar(Prism, 'xyz')).toThrow('No Prism grammar for language "xyz"');
    // Without the assertion, Prism itself only fails once asked to highlight.
    expect(() => Prism.highlight('x', Prism.languages.xyz!, 'xyz')).toThrow(
      'The language "xyz" has no grammar.',
    );
  });

  it('does not count a grammar the site did not configure', () => {
    expect(additionalLanguages).not.toContain('elixir');
    expect(() => assertGrammar(Prism, 'elixir')).toThrow('"elixir"');
  });
});

describe('configuredLanguages', () => {
  it('lists each language once, bundled ones first', () => {
    const languages = configuredLanguages(['json', 'java']);
    expect(languages.filter((language) => language === 'json')).toHaveLength(1);
    expect(languages.at(-1)).toBe('java');
    expect(languages.slice(0, PRISM_BUNDLED_LANGUAGES.length)).toEqual([
      ...PRISM_BUNDLED_LANGUAGES,
    ]);
  });
});
