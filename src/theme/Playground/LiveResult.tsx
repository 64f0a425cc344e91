/**
 * A live code block's result, run from its code compiled at build time (src/utils/liveCode), with
 * the markup react-live's preview gives it: the element in a div, or the error in a <pre> below.
 * Like the live-codeblock theme's preview it renders in the browser only: a block may show the
 * time, or anything else the server's render would get wrong.
 */
import React, {Component, isValidElement, useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {runLiveCode, type LiveOutcome} from '@site/src/utils/liveCode';

interface BoundaryState {
  error: string | null;
}

/** Shows what the block threw while rendering, as react-live's error output does. */
class ResultBoundary extends Component<{children: ReactNode}, BoundaryState> {
  override state: BoundaryState = {error: null};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return {error: String(error)};
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <pre>{this.state.error}</pre>;
  }
}

function Outcome({outcome}: {outcome: LiveOutcome}): ReactNode {
  if (outcome.error !== undefined) {
    return <pre>{outcome.error}</pre>;
  }
  const {element} = outcome;
  if (typeof element === 'function') {
    const Result = element;
    return <Result />;
  }
  return isValidElement(element) ? element : null;
}

interface Props {
  body: string;
  noInline: boolean;
  scope: Record<string, unknown>;
}

export default function LiveResult({body, noInline, scope}: Props): ReactNode {
  const [outcome, setOutcome] = useState<LiveOutcome | null>(null);
  useEffect(() => {
    setOutcome(runLiveCode(body, noInline, {React, ...scope}, setOutcome));
  }, [body, noInline, scope]);
  if (outcome === null) {
    return (
      <div>
        <Translate id="playground.result.loading" description="Shown until a live block has run">
          Loading…
        </Translate>
      </div>
    );
  }
  return (
    <ResultBoundary>
      <div>
        <Outcome outcome={outcome} />
      </div>
    </ResultBoundary>
  );
}
