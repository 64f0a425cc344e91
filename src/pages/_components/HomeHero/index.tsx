import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {site} from '@site/src/data/site';
import styles from './styles.module.css';

/** The first screen: what Docusaurus is, the two ways in, and the release it documents. */
export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        {/* The box spaces the logo: a display rule on the image itself would also show the
        other colour mode's image, which the theme hides until hydration. */}
        <div className={styles.logo}>
          <ThemedImage
            sources={{light: useBaseUrl('/img/logo.svg'), dark: useBaseUrl('/img/logo-dark.svg')}}
            alt=""
            width={96}
            height={96}
          />
        </div>
        <Heading as="h1" className={styles.title}>
          <Translate id="home.hero.title">Docusaurus</Translate>
        </Heading>
        <p className={styles.tagline}>
          <Translate id="home.hero.tagline">
            A static site generator for documentation, blogs and project sites. You write Markdown;
            it ships a fast, searchable, versioned website built on React.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs">
            <Translate id="home.hero.getStarted">Get started</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/playground">
            <Translate id="home.hero.tryIt">Try it in your browser</Translate>
          </Link>
        </div>
        <p className={styles.release}>
          <Translate
            id="home.hero.release"
            values={{
              version: <strong>{site.version}</strong>,
              post: (
                <Link to={`/blog/releases/${site.announcedVersion}`}>
                  <Translate id="home.hero.releasePost" values={{minor: site.announcedVersion}}>
                    {"what's new in {minor}"}
                  </Translate>
                </Link>
              ),
            }}>
            {'Current version: {version}. Read {post}.'}
          </Translate>
        </p>
      </div>
    </header>
  );
}
