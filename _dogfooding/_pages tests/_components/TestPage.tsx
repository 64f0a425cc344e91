// The frame every React test page shares: the site layout, one heading and the sentence that says
// which behaviour the page tests, so each page only writes its own experiment.
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

interface Props {
  readonly title: string;
  /** One sentence: the behaviour this page tests. Also used as the meta description. */
  readonly tests: string;
  readonly children: ReactNode;
}

export default function TestPage({title, tests, children}: Props): React.JSX.Element {
  return (
    <Layout title={title} description={tests}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p data-testid="what-it-tests">
          <strong>Tests:</strong> {tests}
        </p>
        {children}
      </main>
    </Layout>
  );
}
