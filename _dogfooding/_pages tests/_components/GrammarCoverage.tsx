// Checks, on the live site, that Prism holds a grammar for every language the site configures
// (bundled + themeConfig.prism.additionalLanguages), and shows the error a missing one produces.
import React from 'react';
import {Prism} from '@site/src/theme/CodeBlock/Content/prism';
import {useThemeConfig} from '@docusaurus/theme-common';
import {assertGrammar, configuredLanguages} from '@site/src/utils/prismLanguages';

/** A name no grammar exists for: its row shows the error instead of a check mark. */
const MISSING_LANGUAGE = 'not-a-language';

function grammarStatus(language: string): string {
  try {
    assertGrammar(Prism, language);
    return 'grammar loaded';
  } catch (error) {
    return (error as Error).message;
  }
}

export default function GrammarCoverage(): React.JSX.Element {
  const {prism} = useThemeConfig();
  const languages = [...configuredLanguages(prism.additionalLanguages), MISSING_LANGUAGE];
  return (
    <table data-testid="grammar-coverage">
      <thead>
        <tr>
          <th>Language</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {languages.map((language) => (
          <tr key={language} data-language={language}>
            <td>
              <code>{language}</code>
            </td>
            <td>{grammarStatus(language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
