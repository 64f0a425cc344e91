import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import {features, type Feature} from '@site/src/data/features';
import styles from './styles.module.css';

function FeatureCard({feature}: {feature: Feature}): ReactNode {
  const {Icon} = feature;
  return (
    <li className={styles.card} data-feature={feature.id}>
      <Icon className={styles.icon} width={40} height={40} />
      <Heading as="h3" className={styles.cardTitle}>
        <Link to={feature.docsPath}>{feature.title}</Link>
      </Heading>
      <p>{feature.description}</p>
    </li>
  );
}

/** The grid of main features, each linking to the guide that covers it. */
export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-features">
      <div className="container">
        <Heading as="h2" id="home-features" className="text--center">
          {translate({id: 'home.features.heading', message: 'What you get out of the box'})}
        </Heading>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <FeatureCard key={feature.id} feature={feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}
