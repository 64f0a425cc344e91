import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

const reasons = [
  {
    title: translate({id: 'home.why.content.title', message: 'Content stays yours'}),
    body: translate({
      id: 'home.why.content.body',
      message:
        'Docs and posts live next to your code as Markdown files, so they are reviewed in pull requests and versioned with the project.',
    }),
  },
  {
    title: translate({id: 'home.why.static.title', message: 'Static and quick'}),
    body: translate({
      id: 'home.why.static.body',
      message:
        'Every route is prerendered to HTML. Readers get content before any script runs, and links prefetch the next page so navigation feels instant.',
    }),
  },
  {
    title: translate({id: 'home.why.custom.title', message: 'Sensible defaults, open ends'}),
    body: translate({
      id: 'home.why.custom.body',
      message:
        'The classic theme covers navbar, sidebar, dark mode and search. When you need more, wrap a theme component or add a plugin instead of forking the tool.',
    }),
  },
];

/** Three short reasons to choose Docusaurus, before the feature details. */
export default function HomeWhy(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-why">
      <div className="container">
        <Heading as="h2" id="home-why" className="text--center">
          {translate({id: 'home.why.heading', message: 'Why pick Docusaurus'})}
        </Heading>
        <div className="row">
          {reasons.map(({title, body}) => (
            <div key={title} className="col col--4">
              <Heading as="h3">{title}</Heading>
              <p>{body}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
