// Our own CodeBlock entry point, built from the theme's two content components. The theme's
// version gives its content a key that changes once the page has hydrated, so every code block on
// the page is thrown away and rendered again (Prism runs twice on each) right after load: the
// longest task a code-heavy page has on a phone. The key dates from a time when the colour mode was
// read from the page during hydration. In 3.8 it starts at the configured default, as the
// server rendered it, and switches in an effect, an ordinary update that React applies to the
// token colours, so this version renders each block once. Live blocks (```jsx live) still go to
// the live-codeblock theme's CodeBlock, which renders the playground.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import LiveOrStockCodeBlock from '@theme-original/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Text children (one string or several) become one string; anything holding elements stays. */
function asCode(children: ReactNode): ReactNode {
  const parts = React.Children.toArray(children);
  if (parts.some(isValidElement)) {
    return children;
  }
  return typeof children === 'string' ? children : parts.join('');
}

export default function CodeBlock(allProps: Props & {live?: boolean}): ReactNode {
  if (allProps.live) {
    return <LiveOrStockCodeBlock {...allProps} />;
  }
  const {children, ...props} = allProps;
  const code = asCode(children);
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}
