// Tests React error boundaries (@docusaurus/ErrorBoundary): each button throws inside a nested
// boundary, only the nearest boundary shows its fallback while the rest of the page keeps working,
// and 'Try again' renders the children again.
import React, {type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import ErrorBoundaryTestButton from '@site/src/components/ErrorBoundaryTestButton';
import TestPage from './_components/TestPage';

function Box({label, children}: {readonly label: string; readonly children: ReactNode}) {
  return (
    <section aria-label={label} className="card padding--md margin-bottom--md">
      <Heading as="h3">{label}</Heading>
      {children}
    </section>
  );
}

function OuterFallback({error, tryAgain}: {error: Error; tryAgain: () => void}) {
  return (
    <div role="alert" className="alert alert--danger">
      <p>The outer boundary caught: {error.message}</p>
      <button type="button" className="button button--secondary" onClick={tryAgain}>
        Try again
      </button>
    </div>
  );
}

export default function ErrorBoundaryTests(): React.JSX.Element {
  return (
    <TestPage
      title="Error boundary tests"
      tests="nested React error boundaries: a component that throws is replaced by the fallback of its nearest boundary only, and 'Try again' recovers it.">
      <Heading as="h2">Nested boundaries</Heading>
      <ErrorBoundary fallback={(params) => <OuterFallback {...params} />}>
        <Box label="Outer boundary">
          <ErrorBoundaryTestButton message="Thrown inside the outer boundary">
            Throw in the outer boundary
          </ErrorBoundaryTestButton>
          <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
            <Box label="Inner boundary A">
              <ErrorBoundaryTestButton message="Thrown inside inner boundary A">
                Throw in inner boundary A
              </ErrorBoundaryTestButton>
            </Box>
          </ErrorBoundary>
          <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
            <Box label="Inner boundary B">
              <ErrorBoundaryTestButton message="Thrown inside inner boundary B">
                Throw in inner boundary B
              </ErrorBoundaryTestButton>
            </Box>
          </ErrorBoundary>
        </Box>
      </ErrorBoundary>

      <Heading as="h2">Default fallback</Heading>
      <p>A boundary with no fallback prop uses the theme&apos;s error component.</p>
      <ErrorBoundary>
        <ErrorBoundaryTestButton message="Thrown inside a boundary with the default fallback">
          Throw with the default fallback
        </ErrorBoundaryTestButton>
      </ErrorBoundary>
    </TestPage>
  );
}
