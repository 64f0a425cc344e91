import React, {useCallback, useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {allSites} from '@site/src/data/showcase';
import ShowcaseCards from './_components/ShowcaseCards';
import ShowcaseFilters from './_components/ShowcaseFilters';
import {defaultFilterState, filterSites, sortSites} from './_utils';
import {useShowcaseFilters} from './_useShowcaseFilters';

const sortedSites = sortSites(allSites);

export default function Showcase(): ReactNode {
  const [filters, setFilters] = useShowcaseFilters();
  const sites = useMemo(() => filterSites(sortedSites, filters), [filters]);
  const clearFilters = useCallback(() => setFilters(defaultFilterState), [setFilters]);
  return (
    <Layout
      title={translate({id: 'showcase.meta.title', message: 'Showcase'})}
      description={translate({
        id: 'showcase.meta.description',
        message: 'Documentation sites, product portals and personal blogs built with Docusaurus.',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="showcase.header.title">Showcase</Translate>
        </Heading>
        <p>
          <Translate
            id="showcase.header.intro"
            values={{
              contribute: (
                <Link to="/community/contributing">
                  <Translate id="showcase.header.contribute">suggest it</Translate>
                </Link>
              ),
            }}>
            {
              'Projects large and small publish their docs, products and blogs with Docusaurus. Filter by tag to find sites like yours; built one worth listing? Please {contribute}.'
            }
          </Translate>
        </p>
        <ShowcaseFilters state={filters} onChange={setFilters} />
        <ShowcaseCards sites={sites} total={sortedSites.length} onClearFilters={clearFilters} />
      </main>
    </Layout>
  );
}
