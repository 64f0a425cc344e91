import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

export default function Home(): React.JSX.Element {
  return (
    <Layout description="Docusaurus builds documentation websites from Markdown and React.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Docusaurus</Heading>
        <p>Build optimized websites quickly, focus on your content.</p>
        <Link className="button button--primary" to="/docs">
          Get started
        </Link>
      </main>
    </Layout>
  );
}
