import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';

import HomeCodeExample from './_components/HomeCodeExample';
import HomeFeatures from './_components/HomeFeatures';
import HomeHero from './_components/HomeHero';
import HomeWhy from './_components/HomeWhy';

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'Docusaurus builds fast documentation websites, blogs and landing pages from Markdown and React.',
      })}>
      <HomeHero />
      <main>
        <HomeWhy />
        <HomeFeatures />
        <HomeCodeExample />
      </main>
    </Layout>
  );
}
