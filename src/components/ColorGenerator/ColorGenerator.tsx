/**
 * The theme colour generator shown on the styling page: pick a primary and a background colour
 * for the current colour mode, tune the seven shades, preview them live on the whole page and
 * copy the CSS. Switching the site's colour mode switches the colours being edited.
 */
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import {generateCss} from '@site/src/utils/colorUtils';
import ColorField from './ColorField';
import ContrastNote from './ContrastNote';
import ShadeTable from './ShadeTable';
import {useColorGenerator} from './useColorGenerator';
import styles from './styles.module.css';

export default function ColorGenerator(): ReactNode {
  const generator = useColorGenerator();
  const isBrowser = useIsBrowser();
  const {mode, colors} = generator;
  const modeName =
    mode === 'dark'
      ? translate({id: 'colorGenerator.mode.dark', message: 'dark mode'})
      : translate({id: 'colorGenerator.mode.light', message: 'light mode'});
  return (
    <div
      className={styles.generator}
      data-testid="color-generator"
      data-mode={mode}
      // Tells tests (and styles) the inputs work: false in the server-rendered markup.
      data-ready={isBrowser}>
      <p className={styles.modeNote}>
        <Translate id="colorGenerator.mode.editing" values={{mode: <strong>{modeName}</strong>}}>
          {
            'You are editing the colours of {mode}. Switch the colour mode in the navbar to edit the other one.'
          }
        </Translate>
      </p>
      <div className={styles.fields}>
        <ColorField
          id="color-generator-primary"
          label={translate({id: 'colorGenerator.primary.label', message: 'Primary colour'})}
          text={generator.primaryText}
          color={colors.baseColor}
          onChange={generator.setPrimary}
        />
        <ColorField
          id="color-generator-background"
          label={translate({id: 'colorGenerator.background.label', message: 'Background colour'})}
          text={generator.backgroundText}
          color={colors.background}
          onChange={generator.setBackground}
        />
        <button type="button" className="button button--secondary" onClick={generator.reset}>
          <Translate id="colorGenerator.reset">Reset to defaults</Translate>
        </button>
      </div>
      <ContrastNote primary={colors.baseColor} background={colors.background} />
      <ShadeTable colors={colors} onAdjust={generator.setAdjustment} />
      <CodeBlock language="css" title="src/css/custom.css">
        {generateCss(colors, mode)}
      </CodeBlock>
    </div>
  );
}
