/**
 * The /feature-requests section: one route that matches every path under it (exact: false), so
 * the page resolves sub-paths on the client, plus one exact route per request so that the build
 * writes an HTML file for each and a deep link loads directly with status 200.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

import {featureRequests} from '../../data/featureRequests';
import {BOARD_PATH} from './utils';

const component = '@site/src/plugins/featureRequests/FeatureRequestsPage.tsx';

export default function featureRequestsPlugin(context: LoadContext): Plugin {
  const boardPath = normalizeUrl([context.baseUrl, BOARD_PATH]);
  return {
    name: 'feature-requests',
    async contentLoaded({actions}) {
      for (const {slug} of featureRequests) {
        actions.addRoute({path: normalizeUrl([boardPath, slug]), exact: true, component});
      }
      actions.addRoute({path: boardPath, exact: false, component});
    },
  };
}
