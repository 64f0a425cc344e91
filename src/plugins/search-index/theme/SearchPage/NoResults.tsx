// What the search page says when nothing matches: the stock line, then, as in the modal, where to
// report a query that should have found something (when the site sets `missingResultsUrl`).
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSearchGlobalData} from '../../client/hooks';
import {missingResultsHref, noResultsTexts} from '../../client/translations';

export default function NoResults({query}: {query: string}): ReactNode {
  const {missingResultsUrl} = useSearchGlobalData();
  const texts = noResultsTexts();
  return (
    <>
      <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
      {missingResultsUrl && (
        <p>
          {texts.reportMissingResultsText}{' '}
          <Link href={missingResultsHref(missingResultsUrl, query)}>
            {texts.reportMissingResultsLinkText}
          </Link>
        </p>
      )}
    </>
  );
}
