import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';
import {hydratingStaticNotFound} from '@site/src/utils/staticNotFound';

import {featureRequests} from '@site/src/data/featureRequests';
import Board from './components/Board';
import RequestDetail from './components/RequestDetail';
import RequestNotFound from './components/RequestNotFound';
import {BOARD_PATH, findRequest, slugFromPathname} from './utils';

/** Route component of the whole /feature-requests/* prefix: the board or one request. */
export default function FeatureRequestsPage(): ReactNode {
  const {pathname} = useLocation();
  const boardPath = useBaseUrl(`/${BOARD_PATH}`);
  const slug = slugFromPathname(pathname, boardPath) ?? '';
  const isBrowser = useIsBrowser();
  if (hydratingStaticNotFound && !isBrowser) {
    // An unknown request's URL is answered with the static not-found page: it hydrates as the
    // server rendered it, then this page names the slug it could not find.
    return <NotFound />;
  }
  if (slug === '') {
    return (
      <Layout
        title={translate({id: 'featureRequests.meta.title', message: 'Feature requests'})}
        description={translate({
          id: 'featureRequests.meta.description',
          message:
            'Our own list of ideas for Docusaurus, which ones shipped, and where each is discussed.',
        })}>
        <Board requests={featureRequests} boardPath={boardPath} />
      </Layout>
    );
  }
  const request = findRequest(featureRequests, slug);
  return (
    <Layout
      title={
        request?.title ??
        translate({id: 'featureRequests.notFound.title', message: 'Feature request not found'})
      }
      description={request?.description}>
      {request ? (
        <RequestDetail request={request} boardPath={boardPath} />
      ) : (
        <RequestNotFound slug={slug} boardPath={boardPath} />
      )}
    </Layout>
  );
}
