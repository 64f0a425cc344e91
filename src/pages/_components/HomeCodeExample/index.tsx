import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

const createCommand = 'npx create-docusaurus@latest my-site classic';

const docExample = `---
title: Deploying
sidebar_position: 3
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Run the production build, then upload the \`build\` folder.

<Tabs>
  <TabItem value="npm">\`npm run build\`</TabItem>
  <TabItem value="yarn">\`yarn build\`</TabItem>
</Tabs>

:::tip
Preview the result locally with \`npm run serve\`.
:::`;

/** A new site in one command, then what a doc page looks like. */
export default function HomeCodeExample(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-code">
      <div className="container">
        <Heading as="h2" id="home-code" className="text--center">
          {translate({id: 'home.code.heading', message: 'From zero to a site in minutes'})}
        </Heading>
        <div className="row">
          <div className={clsx('col col--5', styles.steps)}>
            <p>
              <Translate id="home.code.step1" values={{flag: <code>--typescript</code>}}>
                {
                  'Scaffold a site with the classic template (add {flag} for a TypeScript site). It needs Node.js 18 or later.'
                }
              </Translate>
            </p>
            <CodeBlock language="bash">{createCommand}</CodeBlock>
            <p>
              <Translate id="home.code.step2" values={{folder: <code>docs/</code>}}>
                {
                  'Then add Markdown files under {folder}. Front matter sets the title and sidebar position; MDX lets you use components such as tabs next to your prose.'
                }
              </Translate>
            </p>
            <Link to="/docs/installation">
              <Translate id="home.code.installLink">Read the installation guide</Translate>
            </Link>
          </div>
          <div className="col col--7">
            <CodeBlock language="md" title="docs/deploying.mdx">
              {docExample}
            </CodeBlock>
          </div>
        </div>
      </div>
    </section>
  );
}
