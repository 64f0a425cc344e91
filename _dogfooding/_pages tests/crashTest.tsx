// Tests the crash fallback: once hydrated, this page throws while rendering, so the layout's
// error boundary shows 'This page crashed.', the error chain and 'Try again'. Pressing
// 'Try again' disarms the crash, proving the button clears the error and re-renders the page.
import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';

function Crasher({crash, recovered}: {crash: boolean; recovered: boolean}): React.JSX.Element {
  if (crash) {
    throw new Error('The crash test page crashed on purpose.', {
      cause: new Error('This is the cause of the crash, shown as part of the error chain.'),
    });
  }
  // The server's copy (and the render that hydrates it) comes before the crash.
  return recovered ? (
    <p>The page rendered again after &lsquo;Try again&rsquo;: the error was cleared.</p>
  ) : (
    <p>
      Once its scripts run, this page throws while rendering and the crash fallback replaces it.
    </p>
  );
}

export default function CrashTest(): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const [armed, setArmed] = useState(true);
  useEffect(() => {
    const disarmOnTryAgain = (event: MouseEvent) => {
      const button = (event.target as HTMLElement).closest('button');
      if (button?.textContent?.trim() === 'Try again') {
        setArmed(false);
      }
    };
    document.addEventListener('click', disarmOnTryAgain, true);
    return () => document.removeEventListener('click', disarmOnTryAgain, true);
  }, []);
  return (
    <Layout title="Crash test" description="Tests the crash fallback page." noFooter>
      <main className="container margin-vert--lg">
        <Heading as="h1">Crash test</Heading>
        <Crasher crash={isBrowser && armed} recovered={!armed} />
      </main>
    </Layout>
  );
}
