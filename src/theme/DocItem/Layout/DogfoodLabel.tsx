// Labels docs of the test area's plugin instances (ids ending in "tests") with a dog emoji and
// "Dogfood", so a reader never mistakes a test doc for documentation.
import React, {type ReactNode} from 'react';
import useRouteContext from '@docusaurus/useRouteContext';
import {translate} from '@docusaurus/Translate';
import {isDogfoodPluginId} from '@site/src/utils/testArea';
import {dogfoodLabel} from '@site/src/utils/dogfoodLabel';

export default function DogfoodLabel(): ReactNode {
  const {plugin} = useRouteContext();
  if (!isDogfoodPluginId(plugin.id)) {
    return null;
  }
  return (
    <span
      className="badge badge--warning margin-bottom--sm"
      data-testid="dogfood-label"
      title={translate({
        id: 'site.dogfoodLabel.title',
        message: 'A test doc of the site itself, not documentation',
      })}>
      🐶 {dogfoodLabel()}
    </span>
  );
}
