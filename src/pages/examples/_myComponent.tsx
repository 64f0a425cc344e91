import React, {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

import styles from './_myComponent.module.css';

/**
 * A small interactive component imported by the Markdown page example, to show that a
 * Markdown page hydrates into React like any other page.
 */
export default function MyComponent({start = 0}: {start?: number}): ReactNode {
  const [count, setCount] = useState(start);
  return (
    <div className={styles.box} data-testid="example-component">
      <p>
        <Translate id="examples.myComponent.text" values={{count}}>
          {'This counter lives in a React component: {count} clicks so far.'}
        </Translate>
      </p>
      <button type="button" className="button button--primary" onClick={() => setCount(count + 1)}>
        <Translate id="examples.myComponent.button">Click me</Translate>
      </button>
    </div>
  );
}
