import React, {useState, type ReactNode} from 'react';

interface Props {
  /** The message of the error thrown on click; it shows up in the nearest fallback. */
  readonly message: string;
  readonly children: ReactNode;
}

/**
 * A button that throws while rendering once clicked, so the nearest React error boundary catches
 * the error. Used by the test area to prove where fallbacks appear and that 'Try again' recovers.
 */
export default function ErrorBoundaryTestButton({message, children}: Props): React.JSX.Element {
  const [shouldThrow, setShouldThrow] = useState(false);
  if (shouldThrow) {
    throw new Error(message);
  }
  return (
    <button type="button" className="button button--danger" onClick={() => setShouldThrow(true)}>
      {children}
    </button>
  );
}
