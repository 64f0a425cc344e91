// Tests hydration: the server HTML and the first client render agree (no mismatch), content that
// needs the browser appears only after hydration (useIsBrowser, BrowserOnly), and event handlers
// work once React has taken over the server-rendered markup.
import React, {useState} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import TestPage from './_components/TestPage';

export default function HydrationTests(): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const [clicks, setClicks] = useState(0);
  return (
    <TestPage
      title="Hydration tests"
      tests="server-rendered HTML is hydrated without mismatch; browser-only content appears after hydration and buttons respond afterwards.">
      <p data-testid="render-environment">
        {isBrowser ? 'Hydrated: rendered again in the browser.' : 'Rendered on the server.'}
      </p>
      <BrowserOnly fallback={<p data-testid="browser-only">Browser-only content is loading.</p>}>
        {() => (
          <p data-testid="browser-only">
            Browser-only content: the window is {window.innerWidth}px wide.
          </p>
        )}
      </BrowserOnly>
      <button
        type="button"
        className="button button--primary"
        onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks} times
      </button>
    </TestPage>
  );
}
