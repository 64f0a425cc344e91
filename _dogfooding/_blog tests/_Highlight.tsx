// Used by the "MDX in feeds" post: a React component whose output must appear in the feeds.
import React, {type ReactNode} from 'react';

interface Props {
  readonly color: string;
  readonly children: ReactNode;
}

export default function Highlight({color, children}: Props): React.JSX.Element {
  return (
    // Dark text on the light highlight colour in both modes (the page's text turns light in dark mode).
    <span
      style={{
        backgroundColor: color,
        color: '#1c1e21',
        borderRadius: '4px',
        padding: '0.1rem 0.3rem',
      }}>
      {children}
    </span>
  );
}
