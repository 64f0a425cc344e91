import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Versions(): React.JSX.Element {
  return (
    <Layout title="Versions" description="Docusaurus versions and their docs.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Versions</Heading>
        <p>Docusaurus versions and their docs.</p>
      </main>
    </Layout>
  );
}
