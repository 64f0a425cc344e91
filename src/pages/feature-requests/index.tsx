import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Page(): React.JSX.Element {
  return (
    <Layout title="Feature requests" description="Ideas for future Docusaurus releases.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Feature requests</Heading>
        <p>Ideas for future Docusaurus releases.</p>
      </main>
    </Layout>
  );
}
