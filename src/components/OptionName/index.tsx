/**
 * The name cell of an API reference table row. It gives the row an anchor, so readers can
 * deep-link to one option, and registers that anchor with the broken-anchor checker (a plain
 * JSX `<a id>` in MDX does not go through `@docusaurus/Link`, so it would not be collected).
 *
 * The accuracy test (`tests/unit/plugin-options.test.ts`) finds option rows by this component,
 * so keep `name` a plain string attribute.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

type Props = {
  /** The option, field or dotted path shown in the cell, e.g. `feedOptions.type`. */
  name: string;
  /**
   * Separates tables that share names on one page (front matter, navbar item types):
   * the anchor becomes `${group}-${name}` instead of `name`.
   */
  group?: string;
};

export default function OptionName({name, group}: Props): ReactNode {
  const id = group ? `${group}-${name}` : name;
  return (
    <Link id={id} to={`#${id}`} className={styles.optionName}>
      <code>{name}</code>
    </Link>
  );
}
