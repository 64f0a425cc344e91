// Wraps the not-found page to mark its <html> element: the browser then knows, before hydrating,
// that the HTML it received is the static 404.html served for any unknown URL, not a page of
// that URL (src/utils/staticNotFound.ts says why that matters).
import React, {type ReactNode} from 'react';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {STATIC_NOT_FOUND_ATTRIBUTE} from '@site/src/utils/staticNotFound';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        {/* eslint-disable-next-line jsx-a11y/html-has-lang -- adds one attribute; the theme sets lang */}
        <html {...{[STATIC_NOT_FOUND_ATTRIBUTE]: ''}} />
      </Head>
      <NotFound {...props} />
    </>
  );
}
