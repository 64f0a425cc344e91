// The links from one release page to its neighbours, named as releases: the blog's paginator
// says "Newer post" and "Older post", which reads oddly under release notes.
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type {Props} from '@theme/BlogPostPaginator';

export default function ReleasePaginator({nextItem, prevItem}: Props): ReactNode {
  return (
    <nav
      className="pagination-nav docusaurus-mt-lg"
      aria-label={translate({
        id: 'changelog.paginator.navAriaLabel',
        message: 'Release navigation',
        description: 'The ARIA label of the links to the newer and older releases',
      })}>
      {prevItem && (
        <PaginatorNavLink
          {...prevItem}
          subLabel={<Translate id="changelog.paginator.newer">Newer release</Translate>}
        />
      )}
      {nextItem && (
        <PaginatorNavLink
          {...nextItem}
          subLabel={<Translate id="changelog.paginator.older">Older release</Translate>}
          isNext
        />
      )}
    </nav>
  );
}
