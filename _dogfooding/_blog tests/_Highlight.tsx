// Used by the "MDX in feeds" post: a React component whose output must appear in the feeds.
import React, {type ReactNode} from 'react';

interface Props {
  readonly color: string;
  readonly children: ReactNode;
}

export default function Highlight({color, children}: Props): React.JSX.Element {
  return (
    <span style={{backgroundColor: color, borderRadius: '4px', padding: '0.1rem 0.3rem'}}>
      {children}
    </span>
  );
}
