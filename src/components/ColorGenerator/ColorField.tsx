import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {tryParseHex} from '@site/src/utils/colorUtils';
import styles from './styles.module.css';

interface Props {
  id: string;
  label: string;
  /** What the reader typed. */
  text: string;
  /** The last valid colour, shown by the picker while the text is unfinished. */
  color: string;
  onChange: (text: string) => void;
}

/** A hex text field paired with the browser's colour picker; both edit the same value. */
export default function ColorField({id, label, text, color, onChange}: Props): ReactNode {
  const invalid = tryParseHex(text) === null;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.fieldInputs}>
        <input
          id={id}
          type="text"
          className={styles.hexInput}
          value={text}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          type="color"
          className={styles.picker}
          aria-label={translate(
            {id: 'colorGenerator.picker.label', message: '{field}: colour picker'},
            {field: label},
          )}
          value={color}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {invalid && (
        <p id={errorId} className={styles.fieldError}>
          {translate({
            id: 'colorGenerator.color.invalid',
            message: 'Enter # and 3 or 6 hexadecimal digits, like #2e8555.',
            description: 'Shown under a colour field whose text is not a hex colour',
          })}
        </p>
      )}
    </div>
  );
}
