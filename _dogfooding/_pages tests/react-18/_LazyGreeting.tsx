// Loaded on demand by React.lazy on the React 18 test page: the bundler puts it in its own chunk.
import React from 'react';

export default function LazyGreeting(): React.JSX.Element {
  return <p data-testid="lazy-content">This component was loaded lazily inside Suspense.</p>;
}
