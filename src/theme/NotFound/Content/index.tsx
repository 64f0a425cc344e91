// Wraps the stock not-found message (kept as it is) to add suggestions below it: the same page
// in other docs versions, pages with a similar path and a search prefilled from the path.
// It also names the tab: under /docs/ the docs plugin renders this content without the
// not-found page around it, which left the tab with the bare site title.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NotFoundContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} className={clsx(props.className, styles.message)} />
      <div className={clsx('container', styles.below)}>
        <div className="row">
          {/* The same column as the stock message above. */}
          <div className="col col--6 col--offset-3">
            <NotFoundSuggestions />
          </div>
        </div>
      </div>
    </>
  );
}
