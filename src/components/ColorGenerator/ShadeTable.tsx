import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  adjustLightness,
  parseAdjustment,
  shadeVariable,
  type ShadeName,
  type ThemeColors,
} from '@site/src/utils/colorUtils';
import styles from './styles.module.css';

interface Props {
  colors: ThemeColors;
  onAdjust: (shade: ShadeName, text: string) => void;
}

/** The seven shades from lightest to darkest, each with its editable lightness adjustment. */
export default function ShadeTable({colors, onAdjust}: Props): ReactNode {
  const rows = [...colors.shades].sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    <table className={styles.shadeTable}>
      <thead>
        <tr>
          <th>
            <Translate id="colorGenerator.table.variable">CSS variable</Translate>
          </th>
          <th>
            <Translate id="colorGenerator.table.adjustment">Adjustment</Translate>
          </th>
          <th>
            <Translate id="colorGenerator.table.color">Colour</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((shade) => {
          const variable = shadeVariable(shade.name);
          const color = adjustLightness(colors.baseColor, shade.adjustment);
          return (
            <tr key={shade.name}>
              <td>
                <code>{variable}</code>
              </td>
              <td>
                {shade.name === 'primary' ? (
                  <Translate id="colorGenerator.table.base">base colour</Translate>
                ) : (
                  <input
                    type="text"
                    inputMode="decimal"
                    className={styles.adjustmentInput}
                    value={shade.adjustmentInput}
                    aria-label={translate(
                      {
                        id: 'colorGenerator.table.adjustmentLabel',
                        message: 'Lightness adjustment for {variable}',
                      },
                      {variable},
                    )}
                    aria-invalid={parseAdjustment(shade.adjustmentInput) === null}
                    onChange={(event) => onAdjust(shade.name, event.target.value)}
                  />
                )}
              </td>
              <td>
                <span className={styles.swatch} style={{backgroundColor: color}} />
                <code>{color}</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
