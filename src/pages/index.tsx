import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';

import HomeCodeExample from './_components/HomeCodeExample';
import HomeFeatures from './_components/HomeFeatures';
import HomeHero from './_components/HomeHero';
import HomeWhy from './_components/HomeWhy';
import HydrationBoundary from '@site/src/components/HydrationBoundary';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'Docusaurus builds fast documentation websites, blogs and landing pages from Markdown and React.',
      })}>
      {/* The hero is inside main: outside it, its <header> was a second banner landmark next to
          the announcement bar's, and the page's <h1> sat outside the main content. */}
      <main className={styles.home}>
        <HomeHero />
        {/* The sections below the hero hydrate one by one, each in a task of its own. */}
        <HydrationBoundary>
          <HomeWhy />
        </HydrationBoundary>
        <HydrationBoundary>
          <HomeFeatures />
        </HydrationBoundary>
        <HydrationBoundary>
          <HomeCodeExample />
        </HydrationBoundary>
      </main>
    </Layout>
  );
}
