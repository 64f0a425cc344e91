// Tests stacking order: page content with high z-index values must stay below the fixed navbar,
// its dropdowns and the mobile sidebar, which use the theme's z-index variables.
import React from 'react';
import TestPage from './_components/TestPage';
import styles from './_components/zIndex.module.css';

const LAYERS = [1, 10, 100, 199] as const;

export default function ZIndexTests(): React.JSX.Element {
  return (
    <TestPage
      title="Z-index tests"
      tests="stacking order: positioned page content up to z-index 199 stays beneath the navbar (--ifm-z-index-fixed: 200), its dropdowns and the mobile sidebar.">
      <p>
        Each box below is positioned with the z-index it shows. Scroll so the boxes pass under the
        navbar, open the version dropdown or the mobile menu: the site&apos;s chrome must stay on
        top of all of them.
      </p>
      <div className={styles.stack}>
        {LAYERS.map((zIndex) => (
          <div
            key={zIndex}
            className={styles.layer}
            data-testid={`z-layer-${zIndex}`}
            style={{zIndex, top: `${LAYERS.indexOf(zIndex) * 2}rem`}}>
            z-index {zIndex}
          </div>
        ))}
        <div className={styles.sticky} data-testid="z-sticky">
          A sticky bar with z-index 199: it sticks below the navbar, not over it.
        </div>
      </div>
    </TestPage>
  );
}
