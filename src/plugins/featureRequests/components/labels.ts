import {translate} from '@docusaurus/Translate';

import type {FeatureRequestCategory, FeatureRequestStatus} from '@site/src/data/featureRequests';

/** Display names of the statuses, in board order. */
export const statusLabels: Record<FeatureRequestStatus, string> = {
  'under-consideration': translate({
    id: 'featureRequests.status.underConsideration',
    message: 'Under consideration',
  }),
  planned: translate({id: 'featureRequests.status.planned', message: 'Planned'}),
  'in-progress': translate({id: 'featureRequests.status.inProgress', message: 'In progress'}),
  done: translate({id: 'featureRequests.status.done', message: 'Done'}),
};

export const categoryLabels: Record<FeatureRequestCategory, string> = {
  docs: translate({id: 'featureRequests.category.docs', message: 'Docs'}),
  blog: translate({id: 'featureRequests.category.blog', message: 'Blog'}),
  markdown: translate({id: 'featureRequests.category.markdown', message: 'Markdown'}),
  theme: translate({id: 'featureRequests.category.theme', message: 'Theme'}),
  search: translate({id: 'featureRequests.category.search', message: 'Search'}),
  performance: translate({id: 'featureRequests.category.performance', message: 'Performance'}),
  tooling: translate({id: 'featureRequests.category.tooling', message: 'Tooling'}),
};
