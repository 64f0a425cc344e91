import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

type Props = {
  /** What the example renders: the output of the Markdown or JSX shown next to it. */
  children: ReactNode;
  /** The address shown in the fake location bar. */
  url?: string;
  /** Extra class for the outer frame, e.g. a margin utility. */
  className?: string;
};

/**
 * A drawing of a browser window that frames rendered output in the docs, so a reader can tell
 * "this is what the page shows" apart from the page's own prose.
 */
export default function BrowserWindow({
  children,
  url = 'http://localhost:3000',
  className,
}: Props): ReactNode {
  return (
    <figure
      className={clsx(styles.window, className)}
      aria-label={translate({
        id: 'components.browserWindow.label',
        message: 'Rendered example',
        description: 'Accessible label of the browser frame around rendered examples in the docs',
      })}>
      <div className={styles.header} aria-hidden="true">
        <span className={styles.dots}>
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
        <span className={styles.address}>{url}</span>
      </div>
      <div className={styles.body}>{children}</div>
    </figure>
  );
}
