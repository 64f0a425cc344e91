import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  adjustLightness,
  parseAdjustment,
  shadeVariable,
  type ShadeName,
  type ThemeColors,
} from '@site/src/utils/colorUtils';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

interface Props {
  colors: ThemeColors;
  onAdjust: (shade: ShadeName, text: string) => void;
}

const VARIABLE_PREFIX = '--ifm-color-';

/** A variable name that breaks, if it must, only after its common prefix. */
function VariableName({variable}: {variable: string}): ReactNode {
  return (
    <code className={styles.variableName}>
      <span>{VARIABLE_PREFIX}</span>
      <wbr />
      <span>{variable.slice(VARIABLE_PREFIX.length)}</span>
    </code>
  );
}

/** A shade's lightness adjustment, with the accepted range shown when the text is not in it. */
function AdjustmentInput({
  variable,
  text,
  onChange,
}: {
  variable: string;
  text: string;
  onChange: (text: string) => void;
}): ReactNode {
  const invalid = parseAdjustment(text) === null;
  const errorId = `adjustment-error${variable}`;
  return (
    <>
      <input
        type="text"
        inputMode="decimal"
        className={styles.adjustmentInput}
        value={text}
        aria-label={translate(
          {
            id: 'colorGenerator.table.adjustmentLabel',
            message: 'Lightness adjustment for {variable}',
          },
          {variable},
        )}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && (
        <p id={errorId} className={styles.fieldError}>
          {translate({
            id: 'colorGenerator.adjustment.invalid',
            message: 'A number from -1 to 1',
            description: 'Shown under a lightness adjustment that is not a number in range',
          })}
        </p>
      )}
    </>
  );
}

/** The seven shades from lightest to darkest, each with its editable lightness adjustment. */
export default function ShadeTable({colors, onAdjust}: Props): ReactNode {
  const rows = [...colors.shades].sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    // Below 600 px, on a screen that still lacks room, the table scrolls sideways (and joins
    // the tab order while it does).
    <ScrollableTable className={styles.shadeTable}>
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
                <VariableName variable={variable} />
              </td>
              <td>
                {shade.name === 'primary' ? (
                  <Translate id="colorGenerator.table.base">base colour</Translate>
                ) : (
                  <AdjustmentInput
                    variable={variable}
                    text={shade.adjustmentInput}
                    onChange={(text) => onAdjust(shade.name, text)}
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
    </ScrollableTable>
  );
}
