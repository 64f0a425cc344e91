import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Page(): React.JSX.Element {
  return (
    <Layout title="Showcase" description="Sites built with Docusaurus.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Showcase</Heading>
        <p>Sites built with Docusaurus.</p>
      </main>
    </Layout>
  );
}
