// Tests style isolation with CSS cascade layers: the framework's styles (Infima, theme) sit in
// layers, so `all: revert` gives a subtree the browser's default styles, an unlayered site rule
// overrides Infima, and `all: revert-layer` inside it falls back to Infima again.
import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TestPage from '../_components/TestPage';
import styles from './styles.module.css';

function SampleContent({id}: {readonly id: string}) {
  return (
    <>
      <p>
        A paragraph with{' '}
        <Link to="/tests/pages/svg" data-testid={`${id}-link`}>
          a link
        </Link>{' '}
        and <code>inline code</code>.
      </p>
      <ul>
        <li>A list item</li>
      </ul>
    </>
  );
}

export default function StyleIsolationTests(): React.JSX.Element {
  return (
    <TestPage
      title="Style isolation"
      tests="CSS cascade layers: a subtree can drop the framework's styles (revert) or fall back to them (revert-layer), and unlayered site CSS beats layered theme CSS.">
      <Heading as="h2">Framework styles (Infima)</Heading>
      <div className={styles.box} data-testid="infima">
        <SampleContent id="infima" />
      </div>

      <Heading as="h2">Browser defaults (all: revert)</Heading>
      <div className={styles.box}>
        <div className={styles.browserDefaults} data-testid="browser-defaults">
          <SampleContent id="reverted" />
        </div>
      </div>

      <Heading as="h2">Site override, then revert-layer</Heading>
      <div className={`${styles.box} ${styles.siteOverride}`}>
        <div data-testid="site-override">
          <SampleContent id="override" />
        </div>
        <div className={styles.layerReverted} data-testid="layer-reverted">
          <SampleContent id="layer-reverted" />
        </div>
      </div>
    </TestPage>
  );
}
