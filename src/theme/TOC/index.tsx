// Puts the desktop table of contents in a navigation landmark named "On this page". Beside a blog
// post or an MDX page it sat outside every landmark (axe "region"), and screen readers could not
// jump to it. The landmark takes no box (display: contents), so the list stays sticky inside
// its column as before. It hydrates only where the desktop layout shows it (HydrateOnDesktop).
import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import HydrateOnDesktop from '@site/src/components/NearViewport/desktop';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      className="toc-landmark"
      aria-label={translate({
        id: 'site.toc.landmarkLabel',
        message: 'On this page',
        description: 'Accessible name of the navigation landmark around the table of contents',
      })}>
      <HydrateOnDesktop>
        <TOC {...props} />
      </HydrateOnDesktop>
    </nav>
  );
}
