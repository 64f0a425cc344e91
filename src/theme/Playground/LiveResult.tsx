/**
 * A live code block's result, run from its code compiled at build time (src/utils/liveCode), with
 * the markup react-live's preview gives it: the element in a div, or the error in a <pre> below.
 * Like the live-codeblock theme's preview it renders in the browser only: a block may show the
 * time, or anything else the server's render would get wrong.
 */
import React, {isValidElement, useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate from '@docusaurus/Translate';
import {runLiveCode, type LiveOutcome} from '@site/src/utils/liveCode';

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
    // What the block throws while rendering shows as react-live's error output does.
    <ErrorBoundary fallback={({error}) => <pre>{String(error)}</pre>}>
      <div>
        <Outcome outcome={outcome} />
      </div>
    </ErrorBoundary>
  );
}
