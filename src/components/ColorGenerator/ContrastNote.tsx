import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {contrastRatio, WCAG_AA_CONTRAST} from '@site/src/utils/colorUtils';
import styles from './styles.module.css';

interface Props {
  primary: string;
  background: string;
}

/** The WCAG contrast of primary-coloured text (links) on the background, with an AA warning. */
export default function ContrastNote({primary, background}: Props): ReactNode {
  const ratio = contrastRatio(primary, background);
  const passes = ratio >= WCAG_AA_CONTRAST;
  return (
    <div
      className={clsx('alert', passes ? 'alert--success' : 'alert--warning', styles.contrast)}
      role="status"
      data-testid="color-generator-contrast">
      <Translate
        id="colorGenerator.contrast.ratio"
        values={{ratio: <strong>{`${ratio.toFixed(2)}:1`}</strong>}}>
        {'Contrast of the primary colour on the background: {ratio}.'}
      </Translate>{' '}
      {passes ? (
        <Translate id="colorGenerator.contrast.pass">
          Links in this colour meet WCAG AA for normal text (4.5:1).
        </Translate>
      ) : (
        <Translate id="colorGenerator.contrast.fail">
          Below WCAG AA (4.5:1): links and other primary-coloured text will be hard to read.
        </Translate>
      )}
    </div>
  );
}
