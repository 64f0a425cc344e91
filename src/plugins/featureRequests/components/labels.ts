import {translate} from '@docusaurus/Translate';

import type {
  FeatureRequestCategory,
  FeatureRequestStatus,
  PublicRequest,
} from '@site/src/data/featureRequests';

/**
 * Display names of the statuses, in board order. "Idea" claims nothing about plans: only a
 * shipped release is a status we can source.
 */
export const statusLabels: Record<FeatureRequestStatus, string> = {
  idea: translate({id: 'featureRequests.status.idea', message: 'Idea'}),
  done: translate({id: 'featureRequests.status.done', message: 'Shipped'}),
};

/** The state of the public request on GitHub when we checked it. */
export const requestStateLabels: Record<PublicRequest['state'], string> = {
  open: translate({id: 'featureRequests.request.open', message: 'open'}),
  closed: translate({id: 'featureRequests.request.closed', message: 'closed'}),
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
