// Writes a code token with neither a class nor a style as its bare text, without a span: the
// plain text of server-highlighted code blocks (CodeBlock/Content/dualColourProps.ts). Every
// token Prism highlights has a class, and goes to the theme's component.
import React, {type ReactNode} from 'react';
import LineToken from '@theme-original/CodeBlock/Line/Token';
import type LineTokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LineTokenType>;

export default function LineTokenWrapper(props: Props): ReactNode {
  if (!props.className && props.style === undefined) {
    return props.children;
  }
  return <LineToken {...props} />;
}
