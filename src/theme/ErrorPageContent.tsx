// Wraps the crash fallback so a crashed page is titled 'Page Error' in the browser tab and in
// history, like the framework's top-level fallback, instead of keeping the crashed page's title.
import React from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Head>
        <title>
          {translate({
            id: 'site.errorPage.title',
            message: 'Page Error',
            description: 'Tab title of a crashed page',
          })}
        </title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
