// The plain site's home page, shaped like the classic template's: a hero with the title, the
// tagline and a call to action, then three short feature columns. Infima classes only.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

const FEATURES = [
  {title: 'Write in Markdown', text: 'Docs and posts are MDX files; the site is built from them.'},
  {title: 'Versioned docs', text: 'Snapshot the docs at each release and keep them online.'},
  {title: 'React underneath', text: 'Pages are React components, rendered to HTML at build time.'},
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description={siteConfig.tagline}>
      <header className="hero hero--primary">
        <div className="container">
          <Heading as="h1" className="hero__title">
            {siteConfig.title}
          </Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <Link className="button button--secondary button--lg" to="/docs/installation">
            Get started
          </Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className="row">
          {FEATURES.map(({title, text}) => (
            <section key={title} className="col col--4">
              <Heading as="h2">{title}</Heading>
              <p>{text}</p>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
