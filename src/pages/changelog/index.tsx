import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Page(): React.JSX.Element {
  return (
    <Layout title="Changelog" description="Every Docusaurus release and its changes.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Changelog</Heading>
        <p>Every Docusaurus release and its changes.</p>
      </main>
    </Layout>
  );
}
